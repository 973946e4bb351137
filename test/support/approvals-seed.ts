/**
 * Seed factory for approval tests and bench/approvals.ts: N orders and N conversations in one store, each thread
 * driven through the real agent (local model: "refund order #N, email …" → lookup_order → refund → interrupt()) until
 * its graph stops waiting for the store's approval. Bounded concurrency keeps each run's advisory-lock connection
 * plus its queries inside the pool.
 */
import { createAgentService, loadIntentClassifier, LocalChatModel, turnStoreOf, type AgentService } from '../../src/agent/index.ts';
import { createConversation, requestHandoff } from '../../src/conversations/index.ts';
import type { Database } from '../../src/db/index.ts';
import { upsertOrder } from '../../src/orders/index.ts';
import type { Store } from '../../src/stores/index.ts';

/** One seeded thread stopped at its approval. Money in cents. */
export type SeededThread = { conversationId: string; orderName: string; amountCents: number };

/** Run `fn` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** An agent service on the local model (intent model cached in `cacheDir`). */
export async function createLocalAgent(database: Database, cacheDir: string): Promise<AgentService> {
  const classifier = await loadIntentClassifier({ cacheDir });
  return createAgentService({ database, localModel: new LocalChatModel({ classifier }), classifier });
}

/**
 * Create `n` one-line orders (#`firstNumber`…, 10.00 each) and drive one conversation per order to the refund's
 * interrupt. @throws when a thread does not stop for approval
 */
export async function seedInterruptedThreads(database: Database, agent: AgentService, store: Store, n: number, opts: { firstNumber?: number; concurrency?: number } = {}): Promise<SeededThread[]> {
  const first = opts.firstNumber ?? 50_000;
  const idx = Array.from({ length: n }, (_, i) => i);
  return mapLimit(idx, opts.concurrency ?? 12, async (i) => {
    const orderName = `#${first + i}`;
    const email = `buyer${first + i}@example.com`;
    await upsertOrder(database, store.id, {
      externalId: `seed-${first + i}`, name: orderName, email, currency: store.currency,
      lineItems: [{ id: `${orderName}-1`, title: 'Seeded item', quantity: 1, price_cents: 1000 }], shippingCents: 0,
    });
    const conversation = await createConversation(database, { storeId: store.id, visitorId: `seed-${i}` });
    const result = await agent.runTurn({
      store: turnStoreOf(store), conversationId: conversation.id, text: `please refund order ${orderName}, my email is ${email}`,
      traceId: crypto.randomUUID(), requestHandoff: () => requestHandoff(database, store.id, conversation.id),
    });
    if (result.status !== 'interrupted') throw new Error(`thread ${i} did not stop for approval: ${result.text}`);
    return { conversationId: conversation.id, orderName, amountCents: 1000 };
  });
}
