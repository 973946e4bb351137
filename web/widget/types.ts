/**
 * Shapes of the widget HTTP contract (docs/widget-api.md), as the browser sees them.
 * The server owns the zod schemas; these are the client's read-only view.
 */

/** Store identity returned by config and sessions. */
export type StoreInfo = { handle: string; name: string; currency: string; locale: string; platform?: 'local' | 'shopify' };

/** Widget look and persona for one store. `primaryColor` is a CSS hex colour. */
export type WidgetInfo = {
  agentName: string;
  greeting: string;
  primaryColor: string;
  /** Text on the primary colour; null = automatic contrast. */
  textColor?: string | null;
  launcherPosition: 'right' | 'left';
  quickReplies: string[];
};

/** GET /api/v1/widget/stores/{handle}/config */
export type WidgetConfig = { store: StoreInfo; widget: WidgetInfo };

/** POST /api/v1/widget/sessions -> 201. `expires_at` is an ISO timestamp. */
export type Session = WidgetConfig & {
  conversation_id: string;
  visitor_id: string;
  token: string;
  expires_at: string;
};

/** A product as the server grounded it. Money is integer cents; `priceText` is preformatted. */
export type ProductCard = {
  id: string;
  title: string;
  vendor?: string | null;
  priceText: string | null;
  priceCents: number | null;
  currency?: string;
  rating: number | null;
  ratingCount: number | null;
  imageUrl: string | null;
  url: string | null;
  available?: boolean | null;
};

/** An order as the server grounded it. */
export type OrderCard = {
  name: string;
  financialStatus: string | null;
  fulfillmentStatus: string | null;
  totalText: string;
  createdAt: string;
  lineItems: { title: string; quantity: number }[];
  shipments: {
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    status: string | null;
    estimatedDelivery: string | null;
  }[];
};

/**
 * A variant a shopper can pick on a product card. `title` null = the product's only variant; money in cents;
 * `platformId`: the Shopify storefront's variant id (theme cart), on Shopify stores only.
 */
export type Variant = { id: string; title: string | null; priceCents: number | null; priceText: string; available: boolean; platformId?: string };

/** The conversation's cart, priced by the server from the catalog. */
export type Cart = {
  itemCount: number;
  subtotalText: string;
  lines: { id: string; title: string; variantTitle: string | null; quantity: number; lineTotalText: string }[];
};

/** A checkout: `url` is the payment page while `open`; `orderName` once `completed`. */
export type Checkout = {
  status: 'open' | 'completed' | 'expired';
  url: string | null;
  totalText: string;
  orderName: string | null;
  testMode: boolean;
};

/** A grounded part of an agent message. */
export type Part =
  | { type: 'product'; product: ProductCard; variants?: Variant[]; closest?: boolean }
  | { type: 'cart'; cart: Cart }
  | { type: 'checkout'; checkout: Checkout }
  | { type: 'order'; order: OrderCard }
  | { type: 'quick_replies'; replies: string[] }
  | { type: 'handoff'; status: 'handoff_requested' | 'human'; staffAvailable: boolean }
  | { type: 'notice'; text: string }
  | { type: 'rating'; rating: 1 | -1 | null };

/** A stored message. `html` is server-rendered, server-sanitized Markdown (agent/staff only). */
export type Message = {
  id: string;
  role: 'shopper' | 'agent' | 'staff' | 'system';
  text: string;
  html: string | null;
  parts: Part[];
  created_at: string;
  /** Staff messages: the staff member's name. */
  author?: string | null;
};

/** RFC 9457 problem document (subset the widget reads). */
export type Problem = { type?: string; title?: string; status: number; code?: string; detail?: string };
