/**
 * The agent's tool names, and every tool contract re-exported from the capability that owns its data: catalog
 * (search_products, get_product), knowledge (get_policy), orders (lookup_order, refund, cancel_order,
 * change_shipping_address), payments (add_to_cart, checkout), conversations (request_handoff). Producer and consumer
 * parse with these same schemas.
 */
export {
  GetProductArgsSchema, GetProductResultSchema, PassageSchema, ProductSummarySchema, SearchConstraintsSchema, SearchProductsArgsSchema,
  SearchProductsResultSchema,
  type GetProductArgs, type GetProductResult, type Passage, type ProductSummary, type SearchConstraints, type SearchProductsArgs,
  type SearchProductsResult,
} from '../../catalog/index.ts';
export { GetPolicyArgsSchema, GetPolicyResultSchema, type GetPolicyArgs, type GetPolicyResult } from '../../knowledge/index.ts';
export {
  ACTION_TOOL_NAMES, ActionResultSchema, CancelOrderArgsSchema, ChangeShippingAddressArgsSchema, LookupOrderArgsSchema, LookupOrderResultSchema,
  OrderSummarySchema, RefundArgsSchema,
  type ActionResult, type ActionToolName, type ApprovalRequestValue, type CancelOrderArgs, type ChangeShippingAddressArgs, type LookupOrderArgs,
  type LookupOrderResult, type OrderSummary, type RefundArgs,
} from '../../orders/index.ts';
export {
  AddToCartArgsSchema, AddToCartResultSchema, CartSummarySchema, CheckoutArgsSchema, CheckoutResultSchema,
  type AddToCartArgs, type AddToCartResult, type CartSummary, type CheckoutArgs, type CheckoutResult,
} from '../../payments/index.ts';
export { RequestHandoffArgsSchema, RequestHandoffResultSchema, type RequestHandoffArgs, type RequestHandoffResult } from '../../conversations/index.ts';

/** Tool names, as models see them. */
export const TOOL_NAMES = [
  'search_products', 'get_product', 'get_policy', 'lookup_order', 'request_handoff', 'refund', 'cancel_order', 'change_shipping_address',
  'add_to_cart', 'checkout',
] as const;
/** One tool name. */
export type ToolName = (typeof TOOL_NAMES)[number];
