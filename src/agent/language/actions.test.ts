/**
 * The catalog's order-action summaries, refusals and conversation notices: in English an action reads exactly as the
 * orders capability's own summary (staff and shoppers see the same words), in other languages with money for the
 * language; every notice a shopper reads on its own passes the eval's function-word check in its language.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTurn } from '../../agent-tests/index.ts';
import { planFromRow, refusalOf } from '../../orders/index.ts';
import { AppError } from '../../shared/errors.ts';
import { describeAction, describeRefusal, MESSAGE_IDS, t } from './index.ts';

const row = {
  id: '00000000-0000-4000-8000-000000000001', storeId: '00000000-0000-4000-8000-000000000002', externalId: null, name: '#1001',
  customerEmail: 'a@example.com', financialStatus: 'paid', fulfillmentStatus: 'unfulfilled', currency: 'EUR', totalCents: 4990,
  refundedCents: 0, cancelledAt: null, createdAt: new Date('2026-01-02T00:00:00Z'), shippingAddress: null, shipments: [],
  lineItems: [{ id: 'l1', title: 'Blue socks', quantity: 2, price_cents: 1495 }, { id: 'l2', title: 'Mug', quantity: 1, price_cents: 2000 }],
} as unknown as Parameters<typeof planFromRow>[0];

const address = { line1: 'Calle Mayor 5', city: 'Madrid', postal_code: '28013', country: 'ES' };
const plans = [
  planFromRow(row, { action: 'refund' }),
  planFromRow(row, { action: 'refund', lines: [{ line_id: 'l1', quantity: 2 }] }),
  planFromRow(row, { action: 'cancel_order' }),
  planFromRow({ ...row, financialStatus: 'pending' } as typeof row, { action: 'cancel_order' }),
  planFromRow(row, { action: 'change_shipping_address', address }),
];
const facts = (p: (typeof plans)[number]) => ({ action: p.payload.action, orderName: p.orderName, amountCents: p.amountCents, currency: p.currency, payload: p.payload });

test('in English an action reads as the orders capability summary', () => {
  for (const p of plans) assert.equal(describeAction(facts(p), 'en'), p.summary);
});

test('in Spanish and German the summary is translated and its money is written for the language', () => {
  assert.equal(describeAction(facts(plans[1]!), 'es'), 'Reembolso de 29,90\u00a0€ del pedido #1001 (2 × Blue socks)');
  assert.equal(describeAction(facts(plans[2]!), 'de'), 'Stornierung der Bestellung #1001 und Erstattung von 49,90\u00a0€');
  assert.equal(describeAction(facts(plans[3]!), 'fr'), 'Annuler la commande #1001');
  assert.equal(describeAction(facts(plans[4]!), 'it'), "Spedire l'ordine #1001 a Calle Mayor 5, Madrid, 28013, ES");
});

test('a refusal carries its reason id, written in the shopper language', () => {
  const refusal = (r: typeof row, req: Parameters<typeof planFromRow>[1]) => {
    try { planFromRow(r, req); } catch (err) { assert.ok(err instanceof AppError); return refusalOf(err); }
    assert.fail('not refused');
  };
  const shipped = refusal({ ...row, fulfillmentStatus: 'fulfilled' } as typeof row, { action: 'cancel_order' })!;
  assert.equal(shipped.id, 'shipped_cancel');
  assert.match(describeRefusal(shipped, 'es')!, /^el pedido #1001 ya se ha enviado/);
  const over = refusal(row, { action: 'refund', lines: [{ line_id: 'l1', quantity: 3 }] })!;
  assert.equal(describeRefusal(over, 'de'), 'von „Blue socks“ in der Bestellung #1001 können nur noch 2 erstattet werden');
  assert.equal(describeRefusal({ id: 'no_such_reason', values: {} }, 'es'), null, 'an unknown reason falls back to the English detail');
});

test('every conversation notice reads as its language by the eval function words', () => {
  const values = { name: 'Ana Ruiz', agentName: 'Aisle', email: 'ana@example.com', relaxed: '', words: '“x”' };
  const notices = MESSAGE_IDS.filter((id) => id.startsWith('notice.') && id !== 'notice.relaxed');
  assert.ok(notices.length >= 14);
  for (const lang of ['es', 'fr', 'de', 'pt', 'it'] as const) {
    for (const id of notices) {
      const text = t(lang, id, values);
      assert.notEqual(text, t('en', id, values), `${lang} ${id} is translated`);
      assert.deepEqual(checkTurn({ lang }, { text, cards: [] }, null), [], `${lang} ${id}: ${text}`);
    }
  }
});
