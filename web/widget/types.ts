/**
 * Shapes of the widget HTTP contract (docs/widget-api.md), from one source: generated from the OpenAPI document
 * (web/api, openapi-typescript), and the grounded parts of a message from the server's own type (the document
 * leaves them open: `RenderedPart` in src/conversations/service.ts). Types only: nothing here reaches the bundle.
 */
import type { ApiResponse, Schemas } from '../api/index.ts';
import type { RenderedPart } from '../../src/conversations/index.ts';

/** GET /api/v1/widget/stores/{handle}/config */
export type WidgetConfig = Schemas['WidgetConfig'];
/** Store identity returned by config and sessions. */
export type StoreInfo = WidgetConfig['store'];
/** Widget look and persona for one store. `primaryColor` is a CSS hex colour; `textColor` null = automatic contrast. */
export type WidgetInfo = WidgetConfig['widget'];
/** POST /api/v1/widget/sessions -> 201. `expires_at` is an ISO timestamp. */
export type Session = Schemas['WidgetSession'];

/** A grounded part of an agent message. */
export type Part = RenderedPart;
/** A product as the server grounded it. Money is integer cents; `priceText` is preformatted. */
export type ProductCard = Extract<Part, { type: 'product' }>['product'];
/** An order as the server grounded it. */
export type OrderCard = Extract<Part, { type: 'order' }>['order'];
/**
 * A variant a shopper can pick on a product card. `title` null = the product's only variant; money in cents;
 * `platformId`: the Shopify storefront's variant id (theme cart), on Shopify stores only.
 */
export type Variant = Extract<Part, { type: 'product' }>['variants'][number];

/**
 * The conversation's cart as the widget shows it (GET …/cart; on a Shopify storefront the theme's cart mapped to
 * the same fields): count, subtotal and lines, priced by the server.
 */
export type Cart = Pick<Schemas['Cart'], 'itemCount' | 'subtotalText'> & {
  lines: Pick<Schemas['CartLine'], 'id' | 'title' | 'variantTitle' | 'quantity' | 'lineTotalText'>[];
};
/** A checkout: `url` is the payment page while `open`; `orderName` once `completed`. */
export type Checkout = Pick<Schemas['Checkout'], 'status' | 'url' | 'totalText' | 'orderName' | 'testMode'>;

/** A stored message. `html` is server-rendered, server-sanitized Markdown (agent/staff only). */
export type Message = Omit<Schemas['Message'], 'parts' | 'run_id' | 'author'> & {
  parts: Part[];
  /** Staff messages: the staff member's name. */
  author?: string | null;
};
/** GET /api/v1/widget/conversations/{id}/messages. */
export type History = ApiResponse<'/api/v1/widget/conversations/{id}/messages', 'get'>;

/** RFC 9457 problem document (subset the widget reads). */
export type Problem = Partial<Schemas['Problem']> & { status: number };
