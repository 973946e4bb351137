/**
 * The agent's tools as LangChain tools. Each reads the store from `config.configurable.aisle`
 * (set by the agent service for the turn), so every query is scoped to that one store.
 * Results follow contracts.ts and are returned as JSON strings (ToolMessage content).
 */
import { tool, type StructuredToolInterface } from '@langchain/core/tools';
import type { Database } from '../../db/index.ts';
import { getPassageCorpus, getProductDetail, getProductSummaries, rankPassages, splitProductIntoPassages } from '../../catalog/index.ts';
import { findPolicyArticles } from '../../knowledge/index.ts';
import { ToolMessage } from '@langchain/core/messages';
import { Command } from '@langchain/langgraph';
import { findVerifiedOrder, type OrderPlatform, type RefundPayment } from '../../orders/index.ts';
import { AppError } from '../../shared/errors.ts';
import { createActionTools } from './actions.ts';
import { toolContextOf } from './context.ts';
import {
  GetPolicyArgsSchema, GetProductArgsSchema, LookupOrderArgsSchema, RequestHandoffArgsSchema,
  type GetPolicyResult, type GetProductResult, type LookupOrderResult, type RequestHandoffResult,
} from './contracts.ts';
import { createCartTools, type CartToolOptions } from './cart.ts';
import { createSearchTool, withFocus } from './search.ts';

export { toolContextOf, type ToolContext } from './context.ts';

/** Passages returned by get_product (best first). */
const MAX_PASSAGES = 4;

/** Options of {@link createTools}: `refundPayment` moves refunds at the payment provider (none = local orders only); `cart` adds add_to_cart and checkout (they need the payments service). */
export type CreateToolsOptions = {
  refundPayment?: RefundPayment; cart?: CartToolOptions;
  /** Orders of platform stores (Shopify): looked up and acted on at the platform. */
  orders?: OrderPlatform;
};

/** Build the agent's tools over one database: five read tools, the three order-action tools, and the cart tools when `cart` is given. */
export function createTools(database: Database, opts: CreateToolsOptions = {}): StructuredToolInterface[] {
  const searchProductsTool = createSearchTool(database);

  const getProductTool = tool(async (args, config): Promise<string | Command> => {
    const ctx = toolContextOf(config);
    const detail = /^[0-9a-f-]{36}$/i.test(args.product_id) ? await getProductDetail(database, ctx.storeId, args.product_id) : null;
    if (!detail) return JSON.stringify({ found: false, product: null, passages: [] } satisfies GetProductResult);
    const [summary] = await getProductSummaries(database, ctx.storeId, [args.product_id], ctx.currency);
    const passages = rankPassages(args.question, splitProductIntoPassages({
      title: detail.title, bulletPoints: detail.bulletPoints, descriptionText: detail.descriptionText,
      attributes: detail.attributes, vendor: detail.vendor, options: detail.options, priceText: summary?.priceText,
    }), { title: detail.title, corpus: await getPassageCorpus(database, ctx.storeId) }).slice(0, MAX_PASSAGES);
    // The product asked about becomes the context's focus ("does it come in blue?" next refers to it).
    return withFocus(config, 'get_product', args.product_id, JSON.stringify({ found: true, product: summary ?? null, passages } satisfies GetProductResult));
  }, {
    name: 'get_product',
    description: 'Answer a question about one product (from search_products) by ranking passages of its title, bullets, description and attributes. Only state what the passages say.',
    schema: GetProductArgsSchema,
  });

  const getPolicyTool = tool(async (args, config): Promise<string> => {
    const ctx = toolContextOf(config);
    // The shopper's language: the model's own (the local model passes the language it detected) or the turn's.
    const lang = (args.lang ?? ctx.lang)?.slice(0, 2).toLowerCase();
    return JSON.stringify(await findPolicyArticles(database, ctx.storeId, { ...args, ...(lang ? { lang } : {}) }, 2) satisfies GetPolicyResult);
  }, {
    name: 'get_policy',
    description: "Look up the store's own policy and help articles (shipping, returns, refunds, payment, contact). An article comes in the shopper's language when the store has translated it (`lang` on the article); quote that text rather than translating the original. Otherwise it comes as the store wrote it, in `writtenIn` (ISO 639-1): when that is not the shopper's language, say which language the page is in.",
    schema: GetPolicyArgsSchema,
  });

  /** Verified lookup: at the store's platform when it has one (falling back to the mirror when the platform is down). */
  async function lookupOrder(storeId: string, name: string, email: string) {
    if (opts.orders) {
      try {
        const found = await opts.orders.findVerifiedOrder(storeId, name, email);
        if (found !== undefined) return found;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'platform_unavailable')) throw err;
      }
    }
    return findVerifiedOrder(database, storeId, name, email);
  }

  const lookupOrderTool = tool(async (args, config): Promise<string | Command> => {
    const ctx = toolContextOf(config);
    // Counted before the lookup, so a correct guess after too many wrong ones is refused too (issue 13 item 6).
    const allowed = await ctx.orderLookupGuard?.attempt() ?? { allowed: true };
    if (!allowed.allowed) return JSON.stringify({ found: false, order: null, limited: true } satisfies LookupOrderResult);
    const order = await lookupOrder(ctx.storeId, args.order_name, args.email);
    if (order) await ctx.orderLookupGuard?.found();
    const content = JSON.stringify({ found: order !== null, order } satisfies LookupOrderResult);
    if (!order || !config.toolCall?.id) return content;
    // A verified order is remembered in the graph state: order actions are only allowed on it.
    return new Command({ update: {
      messages: [new ToolMessage({ content, tool_call_id: config.toolCall.id, name: 'lookup_order' })],
      verifiedOrders: [{ id: order.id, name: order.name }],
    } });
  }, {
    name: 'lookup_order',
    description: "Look up an order's status and tracking. Needs BOTH the order number and the email on the order; ask the shopper for whichever is missing. `limited: true` means too many failed attempts: tell the shopper to try again later or ask for a person, and do not retry.",
    schema: LookupOrderArgsSchema,
  });

  const requestHandoffTool = tool(async (args, config): Promise<string> => {
    const ctx = toolContextOf(config);
    const r = await ctx.requestHandoff(args.reason);
    const result = typeof r === 'string' ? { status: r, staffAvailable: ctx.staffAvailable } : r;
    return JSON.stringify(result satisfies RequestHandoffResult);
  }, {
    name: 'request_handoff',
    description: 'Hand the conversation to a person on the store team (the shopper asked for one, or you cannot help).',
    schema: RequestHandoffArgsSchema,
  });

  return [
    searchProductsTool, getProductTool, getPolicyTool, lookupOrderTool, requestHandoffTool, ...createActionTools(database, opts),
    ...(opts.cart ? createCartTools(database, opts.cart) : []),
  ];
}
