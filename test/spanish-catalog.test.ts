/**
 * A store whose catalog is in Spanish (issue 16 item 3), through the real admin and widget APIs of a real server with
 * the built-in model: the owner uploads data/spanish_catalog/tienda_es.csv with `language=es`, and a Spanish shopper
 * and an English shopper both find the right products — headphones, a blanket under a price, a black backpack, a yoga
 * mat, running shoes in a size — each answer in the shopper's language (the eval's `lang` check).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { checkTurn, type TurnAnswer, type TurnExpect } from '../src/agent-tests/index.ts';
import { signUp, type AdminClient } from './support/admin-client.ts';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage } from './support/widget-client.ts';

const FIXTURE = fileURLToPath(new URL('../data/spanish_catalog/tienda_es.csv', import.meta.url));

const srv = await startTestServer();
after(() => srv.stop());

/** Upload the Spanish catalog as the store's owner and wait for the background import. */
async function importSpanishCatalog(owner: AdminClient): Promise<void> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await readFile(FIXTURE))], 'tienda_es.csv', { type: 'text/csv' }));
  form.set('language', 'es');
  const res = await owner.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
  const started = await res.json() as { import: { id: string } };
  assert.equal(res.status, 202, JSON.stringify(started));
  for (;;) {
    const { body } = await owner.json<{ import: { status: string; products?: number; created: number; error: string | null } }>(`/api/v1/admin/catalog-imports/${started.import.id}`);
    if (body.import.status === 'succeeded') { assert.equal(body.import.created, 80); return; }
    assert.notEqual(body.import.status, 'failed', body.import.error ?? '');
    await sleep(100);
  }
}

const owner = await signUp(srv.url, { store_name: 'Tienda Lucía', name: 'Lucía', email: `lucia-${Date.now()}@tienda.example`, password: 'correct horse battery', currency: 'EUR' });
await importSpanishCatalog(owner);
const handle = owner.session.store.handle;

/** One shopper turn: what they say and what the answer must show (the `aisle eval conversations` expectations). */
type Turn = { say: string; expect: TurnExpect };

/** Play turns, each in a new conversation, and collect why each failed (empty = all passed). */
async function play(locale: string, turns: Turn[]): Promise<string[]> {
  const failures: string[] = [];
  for (const turn of turns) {
    const session = await openSession(srv.url, handle, { locale });
    const r = await sendMessage(srv.url, session, turn.say);
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done, `no answer to ${turn.say}: ${JSON.stringify(r.events).slice(0, 300)}`);
    const message = done.data.message as { text: string; parts: { type: string; product?: { id: string; title: string; priceCents: number | null } }[] };
    const answer: TurnAnswer = {
      text: message.text,
      cards: message.parts.filter((p) => p.type === 'product' && p.product).map((p) => ({ id: p.product!.id, title: p.product!.title, priceCents: p.product!.priceCents })),
    };
    const why = checkTurn(turn.expect, answer, null);
    if (why.length) failures.push(`${turn.say}: ${why.join('; ')} → ${answer.text.slice(0, 160)} [${answer.cards.map((c) => c.title).join(' | ')}]`);
  }
  return failures;
}

test('a Spanish shopper finds products in the Spanish catalog, answered in Spanish', async () => {
  const failures = await play('es-ES', [
    { say: 'busco auriculares inalámbricos', expect: { products: true, title_re: '^Auriculares .*inalámbricos', lang: 'es' } },
    { say: '¿tenéis mantas por menos de 30 euros?', expect: { products: true, all_title_re: '^Manta polar', max_price: 30, lang: 'es' } },
    { say: 'quiero una mochila negra', expect: { products: true, title_re: '^Mochila para portátil', lang: 'es' } },
    { say: 'necesito una esterilla de yoga', expect: { products: true, title_re: '^Esterilla de yoga', lang: 'es' } },
    { say: 'zapatillas de running en la talla 42', expect: { products: true, all_title_re: 'running para hombre', lang: 'es' } },
    { say: 'un hervidor de agua', expect: { products: true, title_re: '^Hervidor', lang: 'es' } },
  ]);
  assert.deepEqual(failures, []);
});

test('an English shopper finds the same products in the Spanish catalog, answered in English', async () => {
  const failures = await play('en-US', [
    { say: "I'm looking for wireless headphones", expect: { products: true, title_re: '^Auriculares .*inalámbricos', lang: 'en' } },
    { say: 'do you have a blanket under 30 euros?', expect: { products: true, all_title_re: '^Manta polar', max_price: 30, lang: 'en' } },
    { say: 'black backpack', expect: { products: true, title_re: '^Mochila para portátil', lang: 'en' } },
    { say: 'I need a yoga mat', expect: { products: true, title_re: '^Esterilla de yoga', lang: 'en' } },
    { say: 'running shoes in size 42', expect: { products: true, all_title_re: 'running para hombre', lang: 'en' } },
    { say: 'an electric kettle', expect: { products: true, title_re: '^Hervidor', lang: 'en' } },
  ]);
  assert.deepEqual(failures, []);
});
