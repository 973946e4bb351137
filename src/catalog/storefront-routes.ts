/**
 * Public storefront search used by the demo storefront page: the same search the agent uses, read-only,
 * scoped to one store by its handle. As a search page does, a brand with fewer products than the page is followed by
 * similar products of other brands (`fill`, `brandMatches`).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { searchProducts } from './index.ts';

const QuerySchema = z.object({
  q: z.string().max(500).optional().describe("Shopper's words; constraints (price, colour, size, brand, in stock) are parsed from them"),
  limit: z.coerce.number().int().min(1).max(48).optional().describe('Default 24'),
});

/** Create the storefront routes. */
export function createStorefrontRoutes(deps: { database: Database }) {
  const app = createRouter();
  app.openapi(createRoute({
    method: 'get', path: '/api/v1/storefront/{handle}/products', tags: ['storefront'], summary: 'Search a store\'s products (public)',
    request: { params: z.object({ handle: z.string().min(1).max(60) }), query: QuerySchema },
    responses: { 200: { description: 'Products', content: { 'application/json': { schema: z.object({ products: z.array(z.record(z.string(), z.unknown())), constraints: z.record(z.string(), z.unknown()), closest: z.boolean(), relaxed: z.array(z.string()), total: z.number().int(), brandMatches: z.number().int().optional().describe('Set when the brand asked for has fewer products than the page: how many of the first products are of that brand; similar products of other brands follow') }) } } }, ...problemResponses(404) },
  }), async (c) => {
    const store = await getStoreByHandle(deps.database, c.req.valid('param').handle);
    const q = c.req.valid('query');
    const result = await searchProducts(deps.database, { storeId: store.id, currency: store.currency, query: q.q?.trim() || '', limit: q.limit ?? 24, fill: true });
    c.header('cache-control', 'public, max-age=30');
    return c.json(result, 200);
  });
  return app;
}
