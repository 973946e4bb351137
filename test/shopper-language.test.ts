/**
 * A Spanish and a German shopper read every answer, notice and price in their language (issue 16 item 4), through the
 * real widget API of a real server (built-in model, demo store): an order's status, a cancellation waiting for the
 * store's approval (and the "still waiting" answer), a refusal, a person asked for, staff joining, the chat ended —
 * each text checked with the function-word test of `aisle eval conversations` (agent-tests checkTurn `lang`), and the
 * money on the order card written for the language ("57,90 US$", "57,90 $", not "$57.90").
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { checkTurn } from '../src/agent-tests/index.ts';
import { signInDemoOwner } from './support/admin-client.ts';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage, type WidgetSession } from './support/widget-client.ts';

const srv = await startTestServer();
after(() => srv.stop());

type Said = { text: string; parts: { type: string; order?: { name: string; totalText: string } }[] };

/** Send one message; the `done` message the widget keeps. */
async function say(s: WidgetSession, text: string): Promise<Said> {
  const r = await sendMessage(srv.url, s, text);
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done?.data.message, `no answer to ${text}: ${JSON.stringify(r.events).slice(0, 300)}`);
  return done.data.message as Said;
}

/** The eval's language check on a text (empty list = it is in `lang`). */
function inLanguage(text: string, lang: 'es' | 'de'): void {
  assert.deepEqual(checkTurn({ lang }, { text, cards: [] }, null), [], text);
}

const widget = (s: WidgetSession, path: string) => fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/${path}`, {
  method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: '{}',
});

const CASES = [
  {
    lang: 'es' as const, locale: 'es-ES', money: /57,90\sUS\$/,
    status: 'hola, quiero saber el estado de mi pedido #1002, mi email es sam.lee@example.com',
    cancel: 'quiero cancelar mi pedido #1003, mi email es alex.kim@example.com',
    shipped: 'quiero cancelar mi pedido #1001, mi email es jane.doe@example.com',
    more: '¿cuándo me dicen algo?',
  },
  {
    lang: 'de' as const, locale: 'de-DE', money: /57,90\s\$/,
    status: 'Hallo, wo bleibt meine Bestellung #1002? E-Mail: sam.lee@example.com',
    cancel: 'Ich möchte meine Bestellung #1003 stornieren, meine E-Mail ist alex.kim@example.com',
    shipped: 'Ich möchte meine Bestellung #1001 stornieren, meine E-Mail ist jane.doe@example.com',
    more: 'Wann bekomme ich Bescheid?',
  },
];

for (const c of CASES) {
  test(`a ${c.lang} shopper: order status, approval, refusal, handoff, staff and the end of the chat in ${c.lang}`, async () => {
    const s = await openSession(srv.url, 'demo', { locale: c.locale });
    const status = await say(s, c.status);
    inLanguage(status.text, c.lang);
    assert.doesNotMatch(status.text, /\$\d/, 'the order total is written for the language');
    const card = status.parts.find((p) => p.type === 'order')?.order;
    assert.equal(card?.name, '#1002');
    assert.match(card!.totalText, /^41,89\s/, 'decimal comma on the order card');

    const waiting = await say(s, c.cancel);
    inLanguage(waiting.text, c.lang);
    assert.match(waiting.text, c.money, "the summary's amount is written for the language (Intl: a no-break space before the symbol)");
    assert.doesNotMatch(waiting.text, /\b(Cancel order|and refund)\b/, 'the summary is not the English one');
    const still = await say(s, c.more);
    inLanguage(still.text, c.lang);
    assert.match(still.text, c.money);

    // Another conversation: an order that has shipped cannot be cancelled; the reason is in the shopper's language.
    const other = await openSession(srv.url, 'demo', { locale: c.locale });
    const refused = await say(other, c.shipped);
    inLanguage(refused.text, c.lang);
    assert.doesNotMatch(refused.text, /already shipped|return is possible/, refused.text);

    const handoff = await widget(s, 'handoff');
    assert.equal(handoff.status, 200);
    inLanguage((await handoff.json()).message.text, c.lang);

    const owner = await signInDemoOwner(srv);
    const took = await owner.json<{ messages: { role: string; text: string }[] }>(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' });
    assert.equal(took.status, 200, JSON.stringify(took.body));
    const joined = took.body.messages.find((m) => m.role === 'system');
    assert.ok(joined?.text.startsWith(owner.session.staff.name), JSON.stringify(took.body.messages));
    inLanguage(joined!.text, c.lang);

    const ended = await widget(s, 'end');
    assert.equal(ended.status, 200);
    inLanguage((await ended.json()).message.text, c.lang);
  });
}

test('an English shopper still reads English notices and US money', async () => {
  const s = await openSession(srv.url, 'demo', { locale: 'en-US' });
  const waiting = await say(s, 'please cancel my order #1003, my email is alex.kim@example.com');
  assert.match(waiting.text, /Cancel order #1003 and refund \$57\.90/, waiting.text);
  const handoff = await widget(s, 'handoff');
  assert.match((await handoff.json()).message.text, /^(I've asked a person|No one from the team)/);
});
