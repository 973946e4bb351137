/** The turn context every tool reads from `config.configurable.aisle` (set by the agent service). */
import type { RunnableConfig } from '@langchain/core/runnables';
import type { OrderLookupGuard } from '../../orders/index.ts';

/** What a tool needs to know about the turn: the store (scope of every query) and the conversation. */
export type ToolContext = {
  storeId: string;
  currency: string;
  conversationId: string;
  staffAvailable: boolean;
  /** Order actions at or under this amount (cents) run without staff approval; 0 = every action waits (PRODUCT.md §5). */
  autoApproveLimitCents: number;
  /**
   * The store's platform. `shopify`: the cart is the storefront theme's (AJAX Cart API in the shopper's browser) and
   * buyers pay through Shopify's checkout (App Store rule), so the cart tools point the shopper there. Default local.
   */
  platform?: 'local' | 'shopify';
  /**
   * Counts lookup_order attempts of this conversation, visitor and IP (orders/lookup-limits.ts); past the limit the
   * lookup answers `limited` with no order. Absent (staff-driven resumes, tests): lookups are not limited.
   */
  orderLookupGuard?: OrderLookupGuard;
  /**
   * The language the turn is answered in (ISO 639-1), when the service knows it before the model runs (a provider
   * model's turn): get_policy returns an article's translation into it. The local model passes its own to the tool.
   */
  lang?: string;
  /** This Aisle's public origin for links made in the turn (checkout pages, return URLs); optional. */
  baseUrl?: string;
  /**
   * Marks the conversation handoff_requested; returns the status after the change, or the status and whether a
   * person is available now (when only the status comes back, `staffAvailable` above is used).
   */
  requestHandoff: (reason: string) => Promise<'handoff_requested' | 'human' | { status: 'handoff_requested' | 'human'; staffAvailable: boolean }>;
  /**
   * A replay in a sandbox thread ("Test agent", `aisle eval replay`): tools read as usual, but nothing takes effect —
   * order actions, add to cart and checkout answer "would have …" (no approval, order change, cart or checkout).
   */
  sandbox?: boolean;
};

/** Read the turn's {@link ToolContext} from a runnable config. @throws Error when absent (programming error). */
export function toolContextOf(config: RunnableConfig | undefined): ToolContext {
  const ctx = (config?.configurable as { aisle?: ToolContext } | undefined)?.aisle;
  if (!ctx) throw new Error('tool called without configurable.aisle context');
  return ctx;
}

