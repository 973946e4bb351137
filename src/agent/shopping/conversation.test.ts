/**
 * Shopping conversations with the built-in local model through the real widget API (real Postgres, the demo
 * catalog): follow-ups refine the checkpointed search, references resolve against the cards shown, and the context
 * survives in the thread's state.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { applyDefaults } from '../../catalog/index.ts';
import { openSession, sendMessage, type SseEvent, type WidgetSession } from '../../../test/support/widget-client.ts';
import { startTestServer, type TestServer } from '../../../test/support/server.ts';

let srv: TestServer;
before(async () => { srv = await startTestServer(); });
after(async () => { await srv?.stop(); });

type Card = { id: string; title: string; priceCents: number | null; rating: number | null };
async function say(s: WidgetSession, text: string): Promise<{ text: string; cards: Card[]; replies: string[] }> {
  const r = await sendMessage(srv.url, s, text);
  const done = r.events.find((e: SseEvent) => e.event === 'done');
  assert.ok(done, `answer to ${text}: ${JSON.stringify(r.events.at(-1))}`);
  const parts = done.data.message.parts as { type: string; product?: Card; replies?: string[] }[];
  return {
    text: done.data.message.text,
    cards: parts.filter((p) => p.type === 'product').map((p) => p.product!),
    replies: parts.find((p) => p.type === 'quick_replies')?.replies ?? [],
  };
}

describe('shopping context across turns (local model)', () => {
  test('"any other brands?" shows the kind shown from brands none of the shown products have', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'wireless earbuds');
    const vendors = new Set(first.cards.map((c) => (c as Card & { vendor: string }).vendor.toLowerCase()));
    assert.ok(vendors.size > 0);
    const other = await say(s, 'got any other brands? he loses them fast');
    assert.ok(other.cards.length > 0, other.text);
    for (const c of other.cards) assert.ok(!vendors.has((c as Card & { vendor: string }).vendor.toLowerCase()), `${c.title} is of a brand shown`);
    assert.ok(other.cards.slice(0, 3).some((c) => /earbud|headphone|earphone/i.test(c.title)), other.cards.map((c) => c.title).join(' | '));
  });

  test('a price after mixed results: the need\'s words within the bound when the kind shown cannot keep it', async () => {
    const s = await openSession(srv.url, 'demo');
    const first = await say(s, 'every night mosquitoes get in through the bedroom window and i cannot sleep');
    assert.ok(first.cards.length > 0);
    const cheap = await say(s, 'anything for less than 20 bucks?');
    assert.ok(cheap.cards.length > 0 && cheap.cards.every((c) => c.priceCents !== null && c.priceCents <= 2000), cheap.cards.map((c) => `${c.title} ${c.priceCents}`).join(' | '));
    assert.doesNotMatch(cheap.text, /relaxed/i);
  });

  test('a price follow-up keeps the product words; the checkpointed state holds the search and the cards in order', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'backpack for school');
    assert.ok(first.cards.slice(0, 3).some((c) => /backpack/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const second = await say(s, 'under $40');
    assert.ok(second.cards.length > 0);
    assert.ok(second.cards.slice(0, 3).some((c) => /backpack/i.test(c.title)), second.cards.map((c) => c.title).join(' | '));
    for (const c of second.cards) assert.ok(c.priceCents !== null && c.priceCents <= 4000, `${c.title}: ${c.priceCents}`);
    const state = await srv.agent.graph.getState({ configurable: { thread_id: s.conversation_id } });
    const shopping = (state.values as { shopping: { query: string; constraints: { maxPriceCents: number }; shown: { id: string }[] } }).shopping;
    assert.match(shopping.query, /backpack/);
    assert.equal(shopping.constraints.maxPriceCents, 4000);
    assert.deepEqual(shopping.shown.map((p) => p.id), second.cards.map((c) => c.id));
  });

  test('"cheaper ones?" lowers the price below what was shown; "show me more" pages; references and unknown references', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'wine glasses');
    const prices = first.cards.map((c) => c.priceCents).filter((c): c is number => c !== null).sort((a, b) => a - b);
    assert.ok(prices.length >= 2, 'the demo catalog prices some wine glasses');
    const cheaper = await say(s, 'cheaper ones?');
    assert.ok(cheaper.cards.length > 0);
    const median = prices.length % 2 ? prices[(prices.length - 1) / 2]! : Math.round((prices[prices.length / 2 - 1]! + prices[prices.length / 2]!) / 2);
    for (const c of cheaper.cards) assert.ok(c.priceCents !== null && c.priceCents < median, `${c.title} ${c.priceCents} < ${median}`);
    assert.ok(cheaper.cards.slice(0, 3).some((c) => /wine|glass/i.test(c.title)));
    const which = await say(s, 'whats the cheapest one');
    assert.doesNotMatch(which.text, /^Added/, `asking which is not adding to the cart: ${which.text.slice(0, 120)}`);
    assert.match(which.text, /cheapest/);
    const more = await say(s, 'show me more');
    assert.ok(more.cards.length > 0);
    assert.ok(more.cards.every((c) => !cheaper.cards.some((x) => x.id === c.id)), 'more = products not shown yet');
    const best = more.cards.reduce((a, c) => ((c.rating ?? -1) > (a.rating ?? -1) ? c : a));
    const pick = await say(s, 'which one has the best reviews?');
    assert.equal(pick.cards.length, 0);
    assert.ok(pick.text.includes(best.title.slice(0, 30)) && /best rating/i.test(pick.text), `the best-rated card, and why: ${pick.text.slice(0, 200)}`);
    const second = more.cards[1]!;
    const about = await say(s, 'what is the second one made of?');
    assert.equal(about.cards.length, 0);
    assert.ok(about.text.includes(second.title.slice(0, 30)), `the answer is about card 2: ${about.text.slice(0, 200)}`);
    const unknown = await say(s, 'and the ninth one?');
    assert.equal(unknown.cards.length, 0);
    assert.match(unknown.text, /which one do you mean/i);
  });

  test('"show me more" ends where the products that match every word end', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'backpack for school');
    assert.ok(first.cards.length > 0 && first.cards.slice(0, 3).some((c) => /backpack/i.test(c.title)));
    const more = await say(s, 'show me more');
    assert.ok(more.cards.every((c) => /backpack|bag/i.test(c.title)), `only more backpacks, or none: ${more.cards.map((c) => c.title).join(' | ')}`);
    if (!more.cards.length) assert.match(more.text, /everything I have/i);
  });

  test('"show me more" after a long need the catalog matched in part: more of the kind shown, none shown again', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'my 8 yr old blows out the knees of every pair of jeans he owns, need replacements');
    assert.ok(first.cards.slice(0, 3).some((c) => /\bjeans?\b/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const more = await say(s, 'show me more');
    assert.ok(more.cards.length > 0);
    assert.ok(more.cards.every((c) => /\bjeans?\b/i.test(c.title) && !first.cards.some((x) => x.id === c.id)), more.cards.map((c) => c.title).join(' | '));
  });

  test('"show me more" after a long need that named a brand: more of that brand, not any product of the kind', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'we have played our Cards Against Humanity box so often that the whole family knows all the answers, how can we make it new again?');
    assert.ok(first.cards.length > 0 && first.cards.every((c) => /cards against humanity/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const more = await say(s, 'show me more');
    assert.ok(more.cards.length > 0, more.text);
    assert.ok(more.cards.every((c) => /cards against humanity/i.test(c.title) && !first.cards.some((x) => x.id === c.id)), more.cards.map((c) => c.title).join(' | '));
  });

  test('a brand after a long need the catalog matched in part: that brand\'s products of the kind shown', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'my son made the soccer team and the coach asked for long pants to train in now that it is cold, he is 10');
    assert.ok(first.cards.slice(0, 3).some((c) => /\bpants?\b/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const brand = await say(s, 'adidas if possible');
    assert.ok(brand.cards.length > 0, brand.text);
    assert.ok(brand.cards.every((c) => /adidas/i.test(c.title)), brand.cards.map((c) => c.title).join(' | '));
    assert.ok(brand.cards.slice(0, 3).every((c) => /\bpants?\b/i.test(c.title)), `the kind shown, not the brand's other kinds: ${brand.cards.map((c) => c.title).join(' | ')}`);
  });

  test('a size after a long need the catalog matched in part: the kind shown in that size', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'we just moved and my toddler keeps climbing out of his crib at night, he needs a real bed now');
    assert.ok(first.cards.slice(0, 3).some((c) => /\bbed\b/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const sized = await say(s, 'in twin size');
    assert.ok(sized.cards.slice(0, 3).every((c) => /\b(?:bed|daybed)\b/i.test(c.title)), sized.cards.map((c) => c.title).join(' | '));
    assert.ok(sized.cards.slice(1, 3).every((c) => /\btwin\b/i.test(c.title)), sized.cards.map((c) => c.title).join(' | '));
  });

  test('a price after a long need: the kind shown under that price, not a brand the need\'s words only seemed to name', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'My younger brother just moved into a studio with no garage and gets around on a motorbike, but he wants to try paddling on the river standing up this summer');
    assert.ok(first.cards.slice(0, 3).some((c) => /paddle ?board|\bsup\b/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const under = await say(s, 'those cost a fortune, anything under $250?');
    assert.ok(under.cards.length > 0, under.text);
    assert.doesNotMatch(under.text, /brother|fortune/i, 'neither the relaxed brand nor the complaint is searched');
    for (const c of under.cards) assert.ok(c.priceCents === null || c.priceCents <= 25000, `${c.title}: ${c.priceCents}`);
    assert.ok(under.cards.slice(0, 3).every((c) => /paddle ?board|\bsup\b/i.test(c.title)), under.cards.map((c) => c.title).join(' | '));
  });

  test('a negative after a long need finds the titles that say it ("without arms" → armless), without the reason that follows', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, "I'm setting up a desk in the corner of our tiny bedroom and there's barely room to tuck a chair under it, I need something to sit on for eight hours of zoom calls");
    assert.ok(first.cards.slice(0, 3).some((c) => /chair/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const armless = await say(s, "any without arms? they'd bang into the desk");
    assert.ok(armless.cards.slice(0, 3).every((c) => /armless|without arms|no arms/i.test(c.title)), armless.cards.map((c) => c.title).join(' | '));
    assert.doesNotMatch(armless.text, /bang/i);
  });

  test('a colour said with filler after a long need: the kind shown, in that colour, for whom the results were', async () => {
    const s = await openSession(srv.url);
    const first = await say(s, 'My husband is going on his first beach vacation in ten years and all he owns for swimming is a pair of old gym shorts');
    assert.ok(first.cards.slice(0, 3).some((c) => /swim|trunks/i.test(c.title)), first.cards.map((c) => c.title).join(' | '));
    const blue = await say(s, 'navy or blue would be best');
    assert.doesNotMatch(blue.text, /“[^”]*\b(?:best|would)\b[^”]*”/i, 'the words searched are not the filler');
    assert.ok(blue.cards.slice(0, 3).every((c) => /swim|trunks/i.test(c.title) && /\bmen/i.test(c.title)), blue.cards.map((c) => c.title).join(' | '));
  });

  test('what a refinement asked titles to say holds for the next refinement; a longer one is cut to what titles say', async () => {
    const s = await openSession(srv.url, 'demo');
    assert.ok((await say(s, 'office chair')).cards.length > 0);
    const mesh = await say(s, 'mesh ones please');
    assert.ok(mesh.cards.length > 0 && mesh.cards.every((c) => /mesh/i.test(c.title)), mesh.cards.map((c) => c.title).join(' | '));
    const cheap = await say(s, 'under $150');
    assert.ok(cheap.cards.length > 0 && cheap.cards.every((c) => /mesh/i.test(c.title) && c.priceCents !== null && c.priceCents <= 15000), cheap.cards.map((c) => `${c.title} ${c.priceCents}`).join(' | '));
    // "sleeved" is said by card sleeves, not by the deck boxes shown: the boxes that say "100 cards".
    const t = await openSession(srv.url, 'demo');
    assert.ok((await say(t, 'deck box for trading cards')).cards.length > 0);
    const hundred = await say(t, 'has to hold 100 sleeved cards');
    assert.ok(hundred.cards.length >= 3 && hundred.cards.every((c) => /\b100\b/.test(c.title)), hundred.cards.map((c) => c.title).join(' | '));
    // A word the search already has, said again as what is wanted, is still what titles should say.
    const u = await openSession(srv.url, 'demo');
    assert.ok((await say(u, 'my dad reads in the tub every night and has ruined two paperbacks already')).cards.length > 0);
    const dry = await say(u, 'it has to be waterproof');
    assert.ok(dry.cards.length > 0 && dry.cards.every((c) => /waterproof/i.test(c.title)), dry.cards.map((c) => c.title).join(' | '));
  });

  test('a refinement after a refinement keeps what the first asked titles to say', async () => {
    const s = await openSession(srv.url, 'demo');
    assert.ok((await say(s, 'wine glasses')).cards.length > 0);
    assert.ok((await say(s, 'stemless')).cards.every((c) => /stemless/i.test(c.title)));
    const tough = await say(s, 'the unbreakable kind');
    assert.ok(tough.cards.length >= 3 && tough.cards.every((c) => /stemless/i.test(c.title)), tough.cards.map((c) => c.title).join(' | '));
    assert.ok(tough.cards.slice(0, 3).every((c) => /unbreakable|shatterproof|plastic|tritan/i.test(c.title)), tough.cards.map((c) => c.title).join(' | '));
  });

  test('a price after a refinement the priced products cannot keep: the price holds, the refinement\'s word is said as left out', async () => {
    const s = await openSession(srv.url, 'demo');
    assert.ok((await say(s, 'drill bit set for metal')).cards.length > 0);
    assert.ok((await say(s, 'cobalt')).cards.every((c) => /cobalt/i.test(c.title)));
    const cheap = await say(s, 'whats there under 25 bucks');
    assert.ok(cheap.cards.length > 0 && cheap.cards.every((c) => c.priceCents !== null && c.priceCents <= 2500), cheap.cards.map((c) => `${c.title} ${c.priceCents}`).join(' | '));
    assert.ok(cheap.cards.some((c) => /drill bit/i.test(c.title)));
    assert.match(cheap.text, /“cobalt”/);
  });

  test('a vague request gets one clarifying question with quick replies; the answer searches', async () => {
    const s = await openSession(srv.url);
    const ask = await say(s, 'I need a gift');
    assert.equal(ask.cards.length, 0);
    assert.match(ask.text, /who is it for/i);
    assert.ok(ask.replies.includes('For her'), JSON.stringify(ask.replies));
    const found = await say(s, 'for my dad who loves coffee, under $50');
    assert.ok(found.cards.length > 0);
    for (const c of found.cards) assert.ok(c.priceCents === null || c.priceCents <= 5000);
    // Thanks and a goodbye instead of an answer end there: no search for "thanks bye".
    const other = await openSession(srv.url);
    await say(other, 'I need a present');
    const bye = await say(other, 'ok, thanks a lot. see you!');
    assert.equal(bye.cards.length, 0, bye.text);
  });

  test('applyDefaults: carried constraints fill what the new words do not state', () => {
    const parsed = { text: 'backpack', minPriceCents: null, maxPriceCents: 4000, colors: [], sizes: [], brands: [], categories: [], inStock: false };
    assert.deepEqual(applyDefaults(parsed, { colors: ['black'], minPriceCents: 1000, inStock: true }), { ...parsed, colors: ['black'], minPriceCents: 1000, inStock: true });
    assert.equal(applyDefaults(parsed, { minPriceCents: 5000 }).minPriceCents, null, 'a carried minimum above the new maximum is dropped');
    assert.deepEqual(applyDefaults({ ...parsed, colors: ['red'] }, { colors: ['black'] }).colors, ['red'], 'stated colours replace carried ones');
  });
});
