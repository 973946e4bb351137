/**
 * Reply writing for the local model: short, friendly Markdown built only from tool results
 * (contracts.ts shapes). Prices are only ever the tool's own `priceText` / cents fields.
 */
import type {
  ActionResult, AddToCartResult, CheckoutResult, GetPolicyResult, GetProductResult, LookupOrderResult, RequestHandoffResult,
  SearchProductsResult,
} from '../../tools/contracts.ts';
import { formatMoney } from '../../../shared/money.ts';

/** Format an amount in the currency's minor units (shared/money.ts): 1999 USD -> "$19.99", 5000 JPY -> "¥5,000". */
export function formatCents(cents: number, currency = 'USD'): string {
  return formatMoney(cents, currency);
}

/** Describe the constraints the search honoured, e.g. "under $50, in red". Empty when none. */
export function describeConstraints(r: SearchProductsResult): string {
  const c = r.constraints;
  const currency = r.products[0]?.currency ?? 'USD';
  const parts: string[] = [];
  if (c.minPriceCents != null && c.maxPriceCents != null) parts.push(`between ${formatCents(c.minPriceCents, currency)} and ${formatCents(c.maxPriceCents, currency)}`);
  else if (c.maxPriceCents != null) parts.push(`under ${formatCents(c.maxPriceCents, currency)}`);
  else if (c.minPriceCents != null) parts.push(`over ${formatCents(c.minPriceCents, currency)}`);
  if (c.colors.length) parts.push(`in ${c.colors.join(' or ')}`);
  if (c.sizes.length) parts.push(`size ${c.sizes.join(' or ')}`);
  if (c.brands.length) parts.push(`from ${c.brands.join(' or ')}`);
  if (c.inStock) parts.push('in stock');
  return parts.join(', ');
}

/** Reply for search_products. */
export function writeSearchReply(r: SearchProductsResult, query: string): string {
  if (r.products.length === 0) return `I couldn't find anything for “${query}”. Could you try different words, or tell me a bit more about what you need?`;
  const cons = describeConstraints(r);
  const lines = r.products.map((p, i) => {
    const short = clipTitle(p.title);
    const title = p.url ? `[${short}](${p.url})` : short;
    const price = p.priceCents == null ? 'price not listed' : p.priceText;
    const rating = p.rating != null ? ` · ★ ${p.rating}${p.ratingCount ? ` (${p.ratingCount})` : ''}` : '';
    const stock = p.available === false ? ' · out of stock' : '';
    return `${i + 1}. **${title}** — ${price}${rating}${stock}`;
  });
  let head: string;
  if (r.partial) {
    head = `I couldn't find anything that matches “${r.constraints.text || query}”${cons ? ` ${cons}` : ''}. These share only some of your words — maybe one of them fits, or try other words:`;
  } else if (r.closest) {
    const relaxed = r.relaxed.length ? ` I relaxed: ${r.relaxed.join(', ')}.` : '';
    head = `Nothing matched every part of your request${cons ? ` (${cons})` : ''}.${relaxed} These are the closest items:`;
  } else {
    // No count: `total` counts every product sharing a word with the query, which would overstate the matches.
    const one = r.products.length === 1;
    const left = r.relaxedWords ?? [];
    const words = left.length ? r.constraints.text.split(/\s+/).filter((w) => !left.includes(w)).join(' ') : r.constraints.text.trim();
    const leftOut = left.length ? `Nothing matched ${left.map((w) => `“${w}”`).join(' and ')} together with the rest, so I left ${left.length === 1 ? 'it' : 'them'} out. ` : '';
    head = `${leftOut}Here ${one ? 'is the best match' : 'are the best matches'}${words ? ` for “${words}”` : ''}${cons ? ` ${cons}` : ''}:`;
  }
  return `${head}\n\n${lines.join('\n')}\n\nWant details on any of them? Ask me, e.g. “is the first one waterproof?”`;
}

/** A product title cut to about 70 characters at a word boundary (cards show the full title). */
export function clipTitle(title: string, max = 70): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max);
  const at = cut.lastIndexOf(' ');
  return `${(at > 40 ? cut.slice(0, at) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Score below which the top passage is treated as not answering (only priors, no word match). */
export const PASSAGE_ANSWER_MIN_SCORE = 1.0;

/** Reply for get_product. */
export function writeProductReply(r: GetProductResult): string {
  if (!r.found || !r.product) return "I couldn't find that product anymore — it may have been removed. Want me to search for something similar?";
  const title = `**${r.product.title}**`;
  const good = r.passages.filter((p) => p.score >= PASSAGE_ANSWER_MIN_SCORE).slice(0, 2);
  if (good.length === 0) {
    const fallback = r.passages.find((p) => p.source === 'bullet' || p.source === 'description');
    return `The details I have for ${title} don't answer that directly.${fallback ? ` Here's what the product page says:\n\n> ${clip(fallback.text)}` : ''}\n\nWould you like me to ask a person from our team?`;
  }
  const quotes = good.map((p) => `> ${clip(p.text)}`).join('\n>\n');
  return `Here's what the product page for ${title} says:\n\n${quotes}`;
}

/** Reply for get_policy. */
export function writePolicyReply(r: GetPolicyResult): string {
  const [best, next] = r.articles;
  if (!best) return "I don't have a store policy on that. Would you like me to bring in a person from our team?";
  const more = next ? `\n\nRelated: **${next.title}**.` : '';
  return `**${best.title}**\n\n${clip(best.excerpt || best.body, 600)}${more}`;
}

/** The one reply for a failed order lookup: identical whether the order is missing or the email is wrong. */
export const ORDER_NOT_FOUND = "I couldn't find an order with that number and email. Please check both (the email must be the one used for the order) and try again.";

/** Reply for lookup_order. `intent` adds a note for changes the assistant cannot make itself. */
export function writeOrderReply(r: LookupOrderResult, intent?: string): string {
  if (!r.found || !r.order) return ORDER_NOT_FOUND;
  const o = r.order;
  const out: string[] = [];
  const placed = o.createdAt ? ` (placed ${o.createdAt.slice(0, 10)})` : '';
  out.push(o.cancelledAt ? `Order **${o.name}**${placed} was **cancelled** on ${o.cancelledAt.slice(0, 10)}.` : `Order **${o.name}**${placed}: payment **${humanize(o.financialStatus)}**, fulfillment **${humanize(o.fulfillmentStatus)}**.`);
  if (o.lineItems.length) out.push(`Items: ${o.lineItems.map((l) => `${l.quantity} × ${l.title}`).join(', ')} — total ${o.totalText}.`);
  if (o.shipments.length === 0) out.push("It hasn't shipped yet, so there's no tracking number so far.");
  for (const s of o.shipments) {
    const bits = [s.carrier, s.status ? humanize(s.status) : null].filter(Boolean).join(', ');
    const tracking = s.trackingNumber ? (s.trackingUrl ? `tracking [${s.trackingNumber}](${s.trackingUrl})` : `tracking number ${s.trackingNumber}`) : 'no tracking number yet';
    const eta = s.estimatedDelivery ? `, estimated delivery ${s.estimatedDelivery.slice(0, 10)}` : '';
    out.push(`- Shipment${bits ? ` (${bits})` : ''}: ${tracking}${eta}`);
  }
  if (intent && ['change_order', 'get_invoice'].includes(intent)) {
    out.push("I can't make that change myself — if you'd like, I can bring in a person from our team to help with that.");
  }
  return out.join('\n');
}

/** Reply for request_handoff. */
export function writeHandoffReply(r: RequestHandoffResult): string {
  if (r.staffAvailable) return "I've asked a member of our team to join. A person will reply here shortly.";
  return "No one from our team is available right now, but I've passed on your request — they will follow up by email as soon as they can.";
}

function humanize(s: string): string {
  return s.replace(/_/g, ' ').toLowerCase();
}

function clip(text: string, max = 400): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function itemsText(n: number): string {
  return `${n} item${n === 1 ? '' : 's'}`;
}

/** Reply for add_to_cart (prices only from the tool result). */
export function writeAddToCartReply(r: AddToCartResult): string {
  const title = r.product ? `**${clipTitle(r.product.title)}**` : 'that product';
  const variant = r.variant?.title ? ` (${r.variant.title})` : '';
  if (r.added && r.cart) {
    return `Added ${r.quantity} × ${title}${variant} to your cart (${r.variant?.priceText ?? ''} each). Your cart: ${itemsText(r.cart.itemCount)}, subtotal **${r.cart.subtotalText}**.\n\nSay **check out** when you're ready, or keep shopping.`;
  }
  switch (r.reason) {
    case 'needs_variant': {
      const list = r.choices.map((c) => `${c.title} — ${c.available ? c.priceText : 'unavailable'}`).join('; ');
      return `Which one would you like for ${title}? ${list ? `Options: ${list}. ` : ''}Pick one on the card, or tell me (e.g. “${r.choices[0]?.title ?? 'the first one'}”).`;
    }
    case 'no_price': return `${title}${variant} has no listed price, so I can't add it to the cart. A person from our team can help with it.`;
    case 'use_card': return `Tap **Add to cart** on the card below to put ${title}${variant} (${r.variant?.priceText ?? ''}) in your cart — it goes straight into this store's cart.`;
    case 'out_of_stock': return `Sorry, ${title}${variant} is out of stock right now. Want me to look for something similar?`;
    default: return "I couldn't find that product anymore — it may have been removed. Want me to search for something similar?";
  }
}

/** Reply for checkout. The link itself is the checkout card below the message. */
export function writeCheckoutReply(r: CheckoutResult): string {
  if (r.started && r.checkout) {
    const test = r.checkout.testMode ? ' This store is in **test mode**: no real payment is taken.' : '';
    return `Your checkout is ready: ${itemsText(r.checkout.itemCount)}, total **${r.checkout.totalText}**. Press **Pay** below to pay securely; you'll come back to the store afterwards.${test}`;
  }
  if (r.reason === 'empty_cart') return "Your cart is empty — tell me what you're looking for and I'll add it.";
  if (r.reason === 'unavailable_items') return `I couldn't start the checkout: ${r.message ?? 'an item is unavailable'}.`;
  if (r.reason === 'storefront_checkout') return "Press **Checkout** in the cart bar below (or open the cart) to pay through this store's own secure checkout.";
  return "Checkout isn't available right now. Please try again in a moment, or I can bring in a person from our team.";
}

/** What an executed action did, in the shopper's words. */
function actionDone(r: ActionResult): string {
  const order = `order **${r.order_name ?? ''}**`;
  const money = r.amount_text && (r.amount_cents ?? 0) > 0 ? `**${r.amount_text}**` : null;
  switch (r.action) {
    case 'refund': return `I've refunded ${money ?? 'the amount'} on ${order}. It can take 5–10 business days to show on your statement.`;
    case 'cancel_order': return `${order[0]!.toUpperCase()}${order.slice(1)} is cancelled${money ? ` and ${money} is refunded to your original payment method` : ''}.`;
    case 'change_shipping_address': return `${order[0]!.toUpperCase()}${order.slice(1)} will ship to the new address${r.summary ? ` (${r.summary.replace(/^Ship order \S+ to /, '')})` : ''}.`;
  }
}

/**
 * Reply for an order-action tool (refund, cancel_order, change_shipping_address): approved and done (with the amount),
 * declined with the store's reason, expired, failed, or refused (with why).
 */
export function writeActionReply(r: ActionResult): string {
  const what = r.summary ? ` (**${r.summary}**)` : '';
  switch (r.status) {
    case 'executed': return r.auto_approved ? `Done! ${actionDone(r)}` : `Good news — the store approved it and it's done. ${actionDone(r)}`;
    case 'denied': return `Sorry, the store declined your request${what}: ${r.reason ?? 'no reason given'}. If you have questions, I can bring in a person from the team.`;
    case 'expired': return `The store didn't decide on your request${what} within 72 hours, so it has expired. Would you like me to bring in a person from the team?`;
    case 'failed': return `The store approved your request${what}, but it couldn't be completed: ${r.reason ?? 'the order changed in the meantime'}. Would you like me to bring in a person from the team?`;
    case 'refused': return /not been verified/.test(r.reason ?? '')
      ? 'To do that I first need to find your order. What is your **order number** (e.g. #1001) and the **email address** used for the order?'
      : `I can't do that: ${r.reason ?? 'this order does not allow it'}`;
  }
}
