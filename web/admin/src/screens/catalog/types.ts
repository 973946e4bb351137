/**
 * Shapes of the catalog admin API (server: src/catalog/admin-schemas.ts) and small display helpers.
 * Money is integer cents in the store's currency.
 */

/** A row of GET /api/v1/admin/products. */
import { formatMoney as formatMinor } from '../../../../../src/shared/money.ts';
export type ProductListItem = {
  id: string; handle: string; title: string; vendor: string; product_type: string; status: string; image_url: string | null;
  variants_count: number; price_min_cents: number | null; price_max_cents: number | null; inventory_total: number | null;
  available: boolean | null; updated_at: string;
};
/** GET /api/v1/admin/products. */
export type ProductList = { products: ProductListItem[]; total: number; counts: { active: number; draft: number; archived: number }; limit: number; offset: number };
/** GET /api/v1/admin/product-facets. */
export type ProductFacets = { vendors: { value: string; count: number }[]; product_types: { value: string; count: number }[] };
/** A variant of GET /api/v1/admin/products/{id}. */
export type Variant = {
  id: string; sku: string | null; title: string; option_values: Record<string, string>; price_cents: number | null;
  compare_at_price_cents: number | null; inventory_available: number | null; inventory_policy: string; available: boolean | null;
  position: number; image_src: string | null;
};
/** GET /api/v1/admin/products/{id}. */
export type ProductDetail = {
  id: string; external_id: string; handle: string; title: string; vendor: string; product_type: string; status: string;
  description_text: string; bullet_points: string[]; category: string[]; tags: string[]; options: { name: string; values: string[] }[];
  images: { src: string; alt: string | null; position: number }[]; attributes: Record<string, string>; url: string | null;
  rating: number | null; rating_count: number | null; currency: string; variants: Variant[];
};
/** Constraints parsed from a shopper's words (server: SearchConstraintsSchema). */
export type SearchConstraints = {
  text: string; minPriceCents: number | null; maxPriceCents: number | null; colors: string[]; sizes: string[]; brands: string[];
  categories: string[]; inStock: boolean;
};
/** A ranked product of the search tester. */
export type TesterProduct = {
  id: string; handle: string; title: string; vendor: string; priceCents: number | null; currency: string; priceText: string;
  rating: number | null; ratingCount: number | null; imageUrl: string | null; url: string | null; available: boolean | null;
  color: string | null; score: number; match_share: number;
};
/** POST /api/v1/admin/search-tester. */
export type SearchTesterResult = {
  query: string; limit: number; constraints: SearchConstraints; ranking_text: string; products: TesterProduct[]; total: number;
  closest: boolean; relaxed: string[]; partial: boolean; tool_result: string;
};
/** A catalog import (GET /api/v1/admin/catalog-imports/{id}). */
export type CatalogImport = {
  id: string; file_name: string; file_bytes: number; status: 'queued' | 'running' | 'succeeded' | 'failed'; total: number | null;
  done: number; created: number; updated: number; variants: number; failed: number;
  errors: { line: number; handle?: string; reason: string }[]; error: string | null; duration_ms: number | null;
  created_at: string; started_at: string | null; finished_at: string | null;
};

/** "$19.99", "¥5,000", "KWD 12.500" in the store's currency, in the browser's locale (shared money module); "–" without a price. */
export function formatMoney(cents: number | null | undefined, currency: string): string {
  if (cents == null) return '–';
  return formatMinor(cents, currency, navigator.language);
}

/** "$10.00 – $25.00", one price when equal, "No price" without priced variants. */
export function formatPriceRange(min: number | null, max: number | null, currency: string): string {
  if (min == null) return 'No price';
  return min === max || max == null ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
}

/** Whether an import is still working. */
export function isActiveImport(i: Pick<CatalogImport, 'status'> | undefined): boolean {
  return i?.status === 'queued' || i?.status === 'running';
}
