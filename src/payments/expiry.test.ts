/**
 * Checkout expiry on a real Postgres with a fixed "now": open checkouts past the provider's expiry, or 24 h old
 * without one, become `expired`; fresh, completed and other rows stay; the pg-boss cron job is registered.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { createJobs } from '../jobs/index.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { CHECKOUT_TTL_MS, expireStaleCheckouts } from './checkout.ts';
import { CHECKOUT_EXPIRY_QUEUE, registerPaymentJobs } from './jobs.ts';
import { silentLogger } from '../shared/logger.ts';

const database = await createTestDatabase('demo');

test('open checkouts expire at their provider expiry, else 24 h after creation; others stay', async () => {
  const store = await getStoreByHandle(database, 'demo');
  const now = new Date('2030-01-02T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const { rows: [conv] } = await database.pool.query<{ id: string }>(
    `INSERT INTO conversations (id, store_id, visitor_id, thread_id) VALUES ($3::uuid, $1, $2, $3::text) RETURNING id`, [store.id, randomUUID(), randomUUID()]);
  const make = async (status: string, createdAt: Date, expiresAt: Date | null) => {
    const { rows } = await database.pool.query<{ id: string }>(
      `INSERT INTO checkouts (store_id, conversation_id, provider, amount_cents, currency, status, created_at, expires_at)
       VALUES ($1, $2, 'test', 6000, 'USD', $3, $4, $5) RETURNING id`, [store.id, conv!.id, status, createdAt, expiresAt]);
    return rows[0]!.id;
  };
  const providerPast = await make('open', at(-3_600_000), at(-1000)); // the provider said it ends earlier
  const dayOldNoExpiry = await make('open', at(-CHECKOUT_TTL_MS - 1000), null);
  const dayOldProviderLater = await make('open', at(-CHECKOUT_TTL_MS - 1000), at(60_000)); // the provider's time wins
  const fresh = await make('open', at(-CHECKOUT_TTL_MS + 60_000), null);
  const completed = await make('completed', at(-2 * CHECKOUT_TTL_MS), at(-CHECKOUT_TTL_MS));

  // Batches of 1 exercise the loop.
  assert.equal(await expireStaleCheckouts(database, now, { batch: 1 }), 2);
  const { rows } = await database.pool.query<{ id: string; status: string }>(`SELECT id, status FROM checkouts WHERE conversation_id = $1`, [conv!.id]);
  const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
  assert.deepEqual(
    [status[providerPast], status[dayOldNoExpiry], status[dayOldProviderLater], status[fresh], status[completed]],
    ['expired', 'expired', 'open', 'open', 'completed'],
  );
  assert.equal(await expireStaleCheckouts(database, now), 0, 'nothing left to expire');
  assert.equal(await expireStaleCheckouts(database, at(CHECKOUT_TTL_MS)), 2, 'a day later the rest of the open ones expire');
});

test('the checkout-expiry sweep is a pg-boss cron job every 5 minutes', async () => {
  const jobs = await createJobs(database, silentLogger);
  try {
    await registerPaymentJobs(jobs, database, silentLogger);
    const schedules = await jobs.boss.getSchedules(CHECKOUT_EXPIRY_QUEUE);
    assert.equal(schedules.length, 1);
    assert.equal(schedules[0]!.cron, '*/5 * * * *');
  } finally {
    await jobs.stop();
  }
});
