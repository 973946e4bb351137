/**
 * Grounded parts: built from tool RESULTS, never from model text. A stored part carries only ids; the
 * conversations service reads titles, prices and statuses from the database when it sends a part.
 */
import { ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { StoredPart } from '../conversations/index.ts';
import type {
  ActionResult, AddToCartResult, CheckoutResult, LookupOrderResult, RequestHandoffResult, SearchProductsResult,
} from './tools/contracts.ts';
import { formatList, MESSAGE_IDS, t, type MessageId } from './language/index.ts';

export { StoredPartSchema, type StoredPart } from '../conversations/index.ts';


/** Product cards shown per answer at most. */
export const MAX_PRODUCT_CARDS = 6;

function parseJson<T>(content: unknown): T | null {
  if (typeof content !== 'string') return null;
  try { return JSON.parse(content) as T; } catch { return null; }
}

/**
 * Parts for one tool result message (notices in `lang`, the turn's answer language). search_products → product cards (+ a notice when they are the closest
 * items); lookup_order (found) and an executed order action → an order card; request_handoff → a handoff part;
 * add_to_cart → the cart (added) or the product's card with its variant picker (a variant must be chosen, or a
 * Shopify storefront, whose cart the card's button fills);
 * checkout → the checkout link. Other tools → none.
 */
export function partsFromToolMessage(msg: BaseMessage, lang = 'en'): StoredPart[] {
  if (!ToolMessage.isInstance(msg)) return [];
  if (msg.status === 'error') return [];
  switch (msg.name) {
    case 'search_products': {
      const r = parseJson<SearchProductsResult>(msg.content);
      if (!r) return [];
      const parts: StoredPart[] = [];
      if (r.closest && r.products.length > 0) {
        const relaxed = r.relaxed.map((name) => (MESSAGE_IDS.includes(`relax.${name}` as MessageId) ? t(lang, `relax.${name}` as MessageId) : name));
        const text = r.partial
          ? t(lang, 'notice.partial')
          : t(lang, 'notice.closest', { relaxed: relaxed.length ? t(lang, 'notice.relaxed', { list: relaxed.join(', ') }) : '' });
        parts.push({ type: 'notice', text: text.slice(0, 300) });
      } else if (r.relaxedWords?.length && r.products.length > 0) {
        const words = formatList(r.relaxedWords.map((w) => `“${w}”`), lang);
        parts.push({ type: 'notice', text: t(lang, 'notice.left_out', { words }).slice(0, 300) });
      }
      for (const p of r.products.slice(0, MAX_PRODUCT_CARDS)) parts.push({ type: 'product', product_id: p.id, ...(r.closest ? { closest: true } : {}) });
      return parts;
    }
    case 'lookup_order': {
      const r = parseJson<LookupOrderResult>(msg.content);
      return r?.found && r.order ? [{ type: 'order', order_id: r.order.id }] : [];
    }
    case 'refund':
    case 'cancel_order':
    case 'change_shipping_address': {
      const r = parseJson<ActionResult>(msg.content);
      return r?.status === 'executed' && r.order_id ? [{ type: 'order', order_id: r.order_id }] : [];
    }
    case 'request_handoff': {
      const r = parseJson<RequestHandoffResult>(msg.content);
      return r ? [{ type: 'handoff', status: r.status, staffAvailable: r.staffAvailable }] : [];
    }
    case 'add_to_cart': {
      const r = parseJson<AddToCartResult>(msg.content);
      if (r?.added && r.cart?.id) return [{ type: 'cart', cart_id: r.cart.id }];
      return (r?.reason === 'needs_variant' || r?.reason === 'use_card') && r.product ? [{ type: 'product', product_id: r.product.id }] : [];
    }
    case 'checkout': {
      const r = parseJson<CheckoutResult>(msg.content);
      return r?.started && r.checkout ? [{ type: 'checkout', checkout_id: r.checkout.id }] : [];
    }
    default:
      return [];
  }
}

/**
 * Merge parts of a turn: product cards from the LAST search only (a model may search several times), all
 * other parts kept in order, duplicates dropped.
 */
export function mergeTurnParts(perTool: StoredPart[][]): StoredPart[] {
  let lastSearch = -1;
  perTool.forEach((ps, i) => { if (ps.some((p) => p.type === 'product' || p.type === 'notice')) lastSearch = i; });
  const out: StoredPart[] = [];
  const seen = new Set<string>();
  perTool.forEach((ps, i) => {
    for (const p of ps) {
      if ((p.type === 'product' || p.type === 'notice') && i !== lastSearch) continue;
      const key = JSON.stringify(p);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p);
    }
  });
  return out;
}
