/**
 * Billing through Shopify's Billing API against the stand-in: a paid plan is an `appSubscriptionCreate` with the
 * plan's price, trial and return URL, a test charge only for development stores (explicitly false otherwise);
 * the merchant's approval and `app_subscriptions/update` make it the store's plan; Free cancels it. Over the
 * allowance a new conversation still gets answers and is told a person will follow up (and waits in the Inbox).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifyHarness, type ShopifyHarness } from '../../../test/support/shopify.ts';
import { openSession, sendMessage } from '../../../test/support/widget-client.ts';
import { t } from '../../agent/index.ts';
import { loadPlans } from '../../stores/index.ts';

describe('Shopify billing', () => {
  let h: ShopifyHarness;
  let storeId = '';
  const db = () => h.server.database.pool;
  const plan = async (id = storeId) => (await db().query('SELECT plan FROM stores WHERE id = $1', [id])).rows[0].plan as string;

  before(async () => {
    h = await startShopifyHarness({ shop: { partnerDevelopment: true } });
    await h.admin('/api/v1/admin/shopify');
    storeId = (await h.storeId())!;
    await h.until(async () => (await h.admin('/api/v1/admin/shopify')).body.sync?.status === 'succeeded', 'the install sync');
  });
  after(async () => { await h?.stop(); });

  test('plans come from config/plans.json (PRODUCT.md §9)', () => {
    const plans = loadPlans();
    assert.deepEqual(plans.plans.map((p) => [p.key, p.conversationsPerMonth]), [['free', 100], ['growth', 2000], ['pro', 10000]]);
  });

  test('a paid plan goes through Shopify approval; app_subscriptions/update makes it the plan; Free cancels it', async () => {
    const start = await h.admin('/api/v1/admin/billing');
    assert.equal(start.status, 200);
    assert.equal(start.body.plan.key, 'free');
    const chosen = await h.admin('/api/v1/admin/billing/plan', { method: 'POST', body: { plan: 'growth' } });
    assert.equal(chosen.status, 200);
    assert.match(chosen.body.confirmation_url, /\/admin\/charges\/\d+\/confirm/);
    const sub = h.fake.shops.get(h.shop)!.subscriptions.at(-1)!;
    assert.deepEqual({ name: sub.name, price: sub.price, trial: sub.trialDays, test: sub.test, status: sub.status },
      { name: 'Aisle Growth', price: { amount: '49.00', currencyCode: 'USD' }, trial: 14, test: true, status: 'PENDING' });
    assert.match(sub.returnUrl, new RegExp(`^https://admin\\.shopify\\.com/store/aisle-test/apps/${h.fake.apiKey}/billing$`));
    assert.equal(await plan(), 'free', 'nothing changes before the merchant approves');
    await h.fake.approveSubscription(h.shop, sub.id);
    await h.until(async () => (await plan()) === 'growth', 'app_subscriptions/update');
    const view = await h.admin('/api/v1/admin/billing');
    assert.equal(view.body.subscription.status, 'ACTIVE');
    assert.equal(view.body.plan.conversations_per_month, 2000);
    const free = await h.admin('/api/v1/admin/billing/plan', { method: 'POST', body: { plan: 'free' } });
    assert.deepEqual(free.body, { confirmation_url: null });
    assert.equal(h.fake.shops.get(h.shop)!.subscriptions.find((s) => s.id === sub.id)!.status, 'CANCELLED');
    assert.equal(await plan(), 'free');
    assert.equal((await h.admin('/api/v1/admin/billing/plan', { method: 'POST', body: { plan: 'platinum' } })).status, 400);
  });

  test('a store that is not a development store is charged for real (isTest false, never the library default)', async () => {
    const shop = 'live-billing.myshopify.com';
    await h.fake.addShop({ domain: shop, name: 'Live Shop', catalog: 'none', partnerDevelopment: false });
    const call = async (p: string, init: { method?: string; body?: unknown } = {}) => {
      const res = await fetch(`${h.server.url}${p}`, { method: init.method ?? 'GET', headers: { authorization: `Bearer ${await h.fake.mintIdToken({ shop })}`, 'content-type': 'application/json' }, body: init.body ? JSON.stringify(init.body) : undefined });
      return { status: res.status, body: await res.json() as any };
    };
    assert.equal((await call('/api/v1/admin/shopify')).body.development, false);
    assert.equal((await call('/api/v1/admin/billing/plan', { method: 'POST', body: { plan: 'pro' } })).status, 200);
    const sub = h.fake.shops.get(shop)!.subscriptions.at(-1)!;
    assert.equal(sub.test, false);
    assert.equal(sub.price.amount, '199.00');
  });

  test('over the allowance the widget keeps answering and says a person will follow up', async () => {
    await db().query(`INSERT INTO conversations (id, store_id, visitor_id, thread_id)
      SELECT g, $1, 'bench-' || g, g::text FROM (SELECT gen_random_uuid() AS g FROM generate_series(1, 100)) x`, [storeId]);
    const s = await openSession(h.server.url, h.shop, {}, { origin: `https://${h.shop}` });
    // The conversation (and the allowance check) starts with the first message, not the session (issue 13 item 8).
    const r = await sendMessage(h.server.url, s, 'ocean blue shirt');
    const conv = (await db().query('SELECT status FROM conversations WHERE id = $1', [s.conversation_id])).rows[0];
    assert.equal(conv.status, 'handoff_requested', 'waits for a person in the Inbox');
    const first = (await db().query("SELECT text FROM messages WHERE conversation_id = $1 AND role = 'agent' ORDER BY created_at LIMIT 1", [s.conversation_id])).rows[0];
    assert.equal(first.text, t('en', 'notice.over_allowance'));
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done?.data.message.parts.some((p: { type: string }) => p.type === 'product'), 'the agent still answers');
    const view = await h.admin('/api/v1/admin/billing');
    assert.equal(view.body.usage.over_allowance, true);
    assert.equal(view.body.usage.conversations, 101);
  });
});
