/**
 * Any store currency, end to end over real HTTP (issue 15): a JPY store (0 minor digits) and a KWD store (3) sign up
 * with their currency, import a Shopify CSV priced in it, and then every amount is right in minor units and in
 * text — the catalog in the admin API, a shopper's price constraint ("under ¥6000", "under 15 KWD"), the agent's
 * answer and its product cards, the cart, the TEST MODE checkout and its order, a refund that waits for approval
 * and the shopper's confirmation. Changing the currency once products exist is refused. Real server (local model).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatMoney } from '../src/shared/money.ts';
import { signUp, type AdminClient } from './support/admin-client.ts';
import { addLine, checkout, widgetCall } from './support/cart-client.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { getHistory, openSession, sendMessage, type WidgetSession } from './support/widget-client.ts';

let srv: TestServer;
before(async () => { srv = await startTestServer(); });
after(() => srv?.stop());

const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant Inventory Qty,Variant Price';

type Case = {
  currency: string; cheap: { handle: string; title: string; price: string; minor: number }; dear: { title: string; price: string };
  question: string; bound: number;
};

const CASES: Case[] = [
  {
    currency: 'JPY', cheap: { handle: 'matcha-bowl', title: 'Matcha Tea Bowl', price: '4800', minor: 4800 }, dear: { title: 'Cast Iron Tea Kettle', price: '12000' },
    question: 'do you have a tea bowl under ¥6000?', bound: 6000,
  },
  {
    currency: 'KWD', cheap: { handle: 'wool-scarf', title: 'Wool Scarf', price: '12.500', minor: 12500 }, dear: { title: 'Cashmere Wool Scarf', price: '48.750' },
    question: 'a wool scarf under 15 KWD please', bound: 15000,
  },
];

/** The last agent message of a finished turn. */
async function ask(s: WidgetSession, text: string): Promise<any> {
  const turn = await sendMessage(srv.url, s, text);
  assert.equal(turn.status, 200, JSON.stringify(turn.problem));
  const done = turn.events.find((e) => e.event === 'done');
  assert.ok(done, `no done event: ${JSON.stringify(turn.events.map((e) => e.event))}`);
  return done.data.message;
}

for (const c of CASES) {
  describe(`a ${c.currency} store`, () => {
    let owner: AdminClient;
    let handle: string;
    let session: WidgetSession;
    const money = (minor: number) => formatMoney(minor, c.currency);

    it('signs up in its currency, imports a catalog priced in it, and then may not change currency', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      owner = await signUp(srv.url, { store_name: `${c.currency} shop ${suffix}`, name: 'Owner', email: `owner-${suffix}@example.com`, password: 'correct horse battery', currency: c.currency });
      assert.equal(owner.session.store.currency, c.currency);
      handle = owner.session.store.handle;

      const csv = [HEADER,
        `${c.cheap.handle},${c.cheap.title},Hand made.,Aisle Test,Homeware,,true,Title,Default Title,20,${c.cheap.price}`,
        `dear-${c.cheap.handle},${c.dear.title},Hand made.,Aisle Test,Homeware,,true,Title,Default Title,20,${c.dear.price}`].join('\n');
      const form = new FormData();
      form.set('file', new File([csv], 'catalog.csv', { type: 'text/csv' }));
      const started = await owner.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
      assert.equal(started.status, 202);
      const id = ((await started.json()) as { import: { id: string } }).import.id;
      let imp: any;
      for (let i = 0; i < 300; i++) {
        imp = (await owner.json(`/api/v1/admin/catalog-imports/${id}`)).body.import;
        if (!['queued', 'running'].includes(imp.status)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(imp.status, 'succeeded', JSON.stringify(imp));
      assert.equal(imp.created, 2);

      const products = (await owner.json('/api/v1/admin/products?q=' + encodeURIComponent(c.cheap.title))).body;
      const item = products.products.find((p: any) => p.title === c.cheap.title);
      assert.equal(item.price_min_cents, c.cheap.minor, 'stored in minor units of the currency');

      const settings = (await owner.json('/api/v1/admin/settings')).body;
      assert.equal(settings.store.currency, c.currency);
      assert.equal(settings.store.currency_locked, true);
      const change = await owner.json('/api/v1/admin/settings', { method: 'PATCH', body: { store: { currency: 'USD' } } });
      assert.equal(change.status, 409);
      assert.equal(change.body.code, 'conflict');
      assert.equal(change.body.errors[0].code, 'currency_locked');
      assert.match(change.body.errors[0].message, /2 products/);
    });

    it("reads the shopper's price bound in the store currency and answers in it", async () => {
      session = await openSession(srv.url, handle);
      const message = await ask(session, c.question);
      const cards = message.parts.filter((p: any) => p.type === 'product');
      assert.ok(cards.length >= 1, JSON.stringify(message));
      assert.deepEqual(cards.map((p: any) => p.product.title), [c.cheap.title], 'the dearer product is over the bound');
      assert.equal(cards[0].product.priceCents, c.cheap.minor);
      assert.equal(cards[0].product.priceText, money(c.cheap.minor));
      assert.ok(message.text.includes(`under ${money(c.bound)}`), message.text);
    });

    it('cart, TEST MODE checkout and the paid order are in the currency', async () => {
      const variant = (await srv.database.pool.query(
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN stores s ON s.id = v.store_id WHERE s.handle = $1 AND p.handle = $2`,
        [handle, c.cheap.handle])).rows[0].id;
      const added = await addLine(srv.url, session, variant, 2);
      assert.equal(added.status, 200, JSON.stringify(added.body));
      assert.equal(added.body.cart.subtotalCents, 2 * c.cheap.minor);
      assert.equal(added.body.cart.subtotalText, money(2 * c.cheap.minor));
      const out = await checkout(srv.url, session);
      assert.equal(out.status, 200, JSON.stringify(out.body));
      const page = await (await fetch(out.body.checkout.url)).text();
      assert.ok(page.includes(money(2 * c.cheap.minor)), 'the TEST MODE page shows the total in the currency');
      const paid = await fetch(out.body.checkout.url, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: srv.url },
        body: new URLSearchParams({ email: `buyer-${c.currency.toLowerCase()}@example.com` }),
      });
      assert.equal(paid.status, 303, await paid.text());
      const order = (await srv.database.pool.query(
        `SELECT o.name, o.total_cents, o.currency FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.handle = $1`, [handle])).rows[0];
      assert.deepEqual([Number(order.total_cents), order.currency], [2 * c.cheap.minor, c.currency]);

      // A refund waits for the store: the approval shows the amount in the currency, and so does the shopper's answer.
      const refund = await openSession(srv.url, handle);
      await ask(refund, `I want a refund for order ${order.name}`);
      const waiting = await ask(refund, `buyer-${c.currency.toLowerCase()}@example.com`);
      assert.match(waiting.text, /approval/i, waiting.text);
      const approvals = await owner.json('/api/v1/admin/approvals?status=pending');
      assert.equal(approvals.status, 200, JSON.stringify(approvals.body));
      assert.equal(approvals.body.approvals.length, 1, JSON.stringify(approvals.body));
      const pending = approvals.body.approvals[0];
      assert.equal(pending.amount_cents, 2 * c.cheap.minor);
      assert.equal(pending.currency, c.currency);
      assert.equal(pending.amount_text, money(2 * c.cheap.minor));
      const approved = await owner.json(`/api/v1/admin/approvals/${pending.id}/approve`, { method: 'POST', body: {} });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      let told = '';
      for (let i = 0; i < 100 && !told; i++) {
        const h = await getHistory(srv.url, refund);
        told = h.body.messages.map((m: any) => m.text ?? '').find((t: string) => /refunded/i.test(t)) ?? '';
        if (!told) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(told.includes(`refunded **${money(2 * c.cheap.minor)}**`), told);
    });
  });
}
