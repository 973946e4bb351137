/**
 * Order actions in the shopper's words and language: what was asked for (the summary an approval request shows) and
 * why an action cannot be done (the orders capability's refusal reasons), from the message catalog (messages.ts).
 * The orders capability keeps its English summary for staff (the approvals queue); the shopper reads these.
 */
import { formatAddress, type OrderActionPayload } from '../../orders/index.ts';
import { formatMoney, hasMessage, t, type MessageId, type MessageValues } from './messages.ts';
import { isSupportedLanguage } from './detect.ts';

/** An order action as the agent knows it: the order's name, the money moved (minor units) and the planned payload. */
export type ActionFacts = {
  action: OrderActionPayload['action']; orderName: string; amountCents: number; currency: string; payload: OrderActionPayload;
};

/**
 * What the shopper asked for, in `lang`: "Reembolso de 12,98 US$ del pedido #1001 (2 × Blue socks)". In English it
 * reads as the orders capability's own summary ("Refund $12.98 on order #1001 (2 × Blue socks)").
 */
export function describeAction(a: ActionFacts, lang: string): string {
  const amount = formatMoney(a.amountCents, a.currency, lang);
  const order = a.orderName;
  const p = a.payload;
  switch (p.action) {
    case 'refund':
      return p.whole_order
        ? t(lang, 'summary.refund_all', { amount, order })
        : t(lang, 'summary.refund_lines', { amount, order, lines: p.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ') });
    case 'cancel_order':
      return a.amountCents > 0 ? t(lang, 'summary.cancel_refund', { order, amount }) : t(lang, 'summary.cancel', { order });
    case 'change_shipping_address':
      return t(lang, 'summary.address', { order, address: formatAddress(p.address) });
  }
}

/**
 * A refusal reason of the orders capability (its `reason` id and values) in `lang`, or null when the catalog has no
 * such reason (the caller then shows the orders capability's English detail). Money values (`amount_cents` with
 * `currency`) are formatted for the language.
 */
export function describeRefusal(reason: { id: string; values: Record<string, string | number> }, lang: string): string | null {
  const id = `refusal.${reason.id}` as MessageId;
  if (!hasMessage('en', id)) return null;
  const { amount_cents: cents, currency, ...values } = reason.values;
  const money: MessageValues = typeof cents === 'number' && typeof currency === 'string' ? { amount: formatMoney(cents, currency, lang) } : {};
  return t(isSupportedLanguage(lang) ? lang : 'en', id, { ...values, ...money });
}
