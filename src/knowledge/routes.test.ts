import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { createAdminTestApp } from '../../test/support/admin-app.ts';
import { createKnowledgeRoutes } from './routes.ts';
import { findPolicyArticles, searchArticles } from './service.ts';

const database = await createTestDatabase('empty');
const t = await createAdminTestApp(database, (requireStaff) => [createKnowledgeRoutes({ database, requireStaff })]);
const storeA = await t.newStore('a');
const storeB = await t.newStore('b');
const agentA = await t.signInAs(storeA, 'agent');
const viewerA = await t.signInAs(storeA, 'viewer');
const ownerB = await t.signInAs(storeB, 'owner');

const ARTICLES = '/api/v1/admin/knowledge/articles';

describe('knowledge articles API', () => {
  it('creates, reads, lists, updates and deletes an article; the agent search sees each change at once', async () => {
    const created = await agentA.json(ARTICLES, { method: 'POST', body: { title: '  Gift wrapping ', body: '# Gift wrap\n\nWe wrap **every** order for $3.', tags: ['Gifts', 'gifts', ' wrapping '] } });
    assert.equal(created.status, 201);
    const a = created.body.article;
    assert.equal(a.title, 'Gift wrapping');
    assert.deepEqual(a.tags, ['gifts', 'wrapping']);
    assert.equal(a.html, '<h1>Gift wrap</h1>\n<p>We wrap <strong>every</strong> order for $3.</p>');
    assert.equal((await searchArticles(database, storeA, 'gift wrapping'))[0]?.id, a.id);

    const got = await viewerA.json(`${ARTICLES}/${a.id}`);
    assert.equal(got.status, 200);
    assert.equal(got.body.article.body, '# Gift wrap\n\nWe wrap **every** order for $3.');
    const list = await viewerA.json(`${ARTICLES}?q=wrap`);
    assert.deepEqual(list.body.articles.map((x: { id: string }) => x.id), [a.id]);
    assert.equal(list.body.articles[0].excerpt, 'Gift wrap\nWe wrap every order for $3.');
    assert.equal((await viewerA.json(`${ARTICLES}?tag=wrapping`)).body.articles.length, 1);
    assert.equal((await viewerA.json(`${ARTICLES}?tag=shipping`)).body.articles.length, 0);

    const updated = await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { title: 'Gift wrapping', body: 'Gift wrap is free now.', tags: ['gifts'] } });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.article.html, '<p>Gift wrap is free now.</p>');
    assert.ok(updated.body.article.updated_at >= a.updated_at);
    assert.equal((await searchArticles(database, storeA, 'gift wrapping'))[0]?.body, 'Gift wrap is free now.');

    const del = await agentA.fetch(`${ARTICLES}/${a.id}`, { method: 'DELETE' });
    assert.equal(del.status, 204);
    assert.equal((await viewerA.fetch(`${ARTICLES}/${a.id}`)).status, 404);
    assert.deepEqual(await searchArticles(database, storeA, 'gift wrapping'), []);
  });

  it('validates title, body and tags (400 problem+json listing the fields)', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '   ', body: 'x' }, 'title'],
      [{ title: 'x'.repeat(201), body: 'x' }, 'title'],
      [{ title: 'T', body: '' }, 'body'],
      [{ title: 'T', body: 'x'.repeat(20_001) }, 'body'],
      [{ title: 'T', body: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ title: 'T', body: 'x', tags: ['x'.repeat(41)] }, 'tags.0'],
    ];
    for (const [body, field] of cases) {
      const res = await agentA.fetch(ARTICLES, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      assert.equal(res.status, 400, field);
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
      const p = await res.json();
      assert.equal(p.code, 'invalid_request');
      assert.ok(p.errors.some((e: { path: string }) => e.path === field), `${field}: ${JSON.stringify(p.errors)}`);
    }
    const malformed = await agentA.fetch(ARTICLES, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    assert.equal(malformed.status, 400);
  });

  it('PUT changes only the fields it is given; nothing at all is 400 empty_update', async () => {
    const a = (await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Gift cards', body: 'Gift cards never expire.', tags: ['gifts'] } })).body.article;
    await agentA.json(`${ARTICLES}/${a.id}/translations/es`, { method: 'PUT', body: { title: 'Tarjetas regalo', body: 'Las tarjetas regalo no caducan.' } });
    const retag = await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { tags: ['Gifts', 'cards'] } });
    assert.equal(retag.status, 200, JSON.stringify(retag.body));
    assert.deepEqual([retag.body.article.title, retag.body.article.body, retag.body.article.tags], ['Gift cards', 'Gift cards never expire.', ['gifts', 'cards']]);
    assert.equal(retag.body.article.translations[0].outdated, false, 'tags alone leave the translation current');
    const retitle = await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { title: ' Gift cards and vouchers ' } });
    assert.deepEqual([retitle.body.article.title, retitle.body.article.body, retitle.body.article.tags], ['Gift cards and vouchers', 'Gift cards never expire.', ['gifts', 'cards']]);
    assert.equal(retitle.body.article.translations[0].outdated, true, 'a new title outdates it');
    const cleared = await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { tags: [] } });
    assert.deepEqual(cleared.body.article.tags, []);
    for (const [body, path, code] of [[{}, '', 'empty_update'], [{ body: '  ' }, 'body', 'too_small'], [{ body: 'x'.repeat(20_001) }, 'body', 'too_big'], [{ title: null }, 'title', 'invalid_type']] as const) {
      const res = await agentA.fetch(`${ARTICLES}/${a.id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
      const p = await res.json();
      assert.equal(p.code, 'invalid_request');
      assert.deepEqual(p.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [[path, code]]);
    }
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.body, 'Gift cards never expire.');
  });

  it("an article's language: the store's by default, chosen on create or change, validated; a Spanish page answers a Spanish question in its own words", async () => {
    const en = await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Store hours', body: 'We answer every day from 9 to 5.' } });
    assert.equal(en.body.article.language, 'en', "the store's language (locale en)");
    await database.pool.query("UPDATE stores SET locale = 'pt-BR' WHERE id = $1", [storeA]);
    const pt = await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Horário', body: 'Atendemos todos os dias.' } });
    await database.pool.query("UPDATE stores SET locale = 'en' WHERE id = $1", [storeA]);
    assert.equal(pt.body.article.language, 'pt', 'a store in pt-BR writes in Portuguese');
    await agentA.fetch(`${ARTICLES}/${pt.body.article.id}`, { method: 'DELETE' });
    const es = await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Devoluciones', body: 'Puedes devolver cualquier artículo en 30 días.\n\n- Los cambios de talla son gratis.', tags: ['returns'], language: 'ES' } });
    assert.equal(es.status, 201, JSON.stringify(es.body));
    assert.equal(es.body.article.language, 'es');
    assert.equal((await viewerA.json(`${ARTICLES}?q=Devoluciones`)).body.articles[0].language, 'es');
    const fr = await agentA.json(`${ARTICLES}/${en.body.article.id}`, { method: 'PUT', body: { language: 'fr' } });
    assert.deepEqual([fr.status, fr.body.article.language, fr.body.article.body], [200, 'fr', 'We answer every day from 9 to 5.']);
    for (const [method, path, body] of [['POST', ARTICLES, { title: 'T', body: 'B', language: 'xx' }], ['PUT', `${ARTICLES}/${en.body.article.id}`, { language: 'english' }]] as const) {
      const res = await agentA.json(path, { method, body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(res.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['language', 'unknown_language']]);
    }
    // The agent's lookup says which language the page is in, and focuses a page in the shopper's language with their words.
    const answer = await findPolicyArticles(database, storeA, { topic: 'returns: can I exchange for another size?', lang: 'es', question: '¿Puedo cambiar la talla?' });
    const page = answer.articles.find((a) => a.id === es.body.article.id);
    assert.equal(page?.writtenIn, 'es');
    assert.equal(page?.lang, undefined, 'the article as written, not a translation');
    assert.equal(page?.answer, 'Los cambios de talla son gratis.');
    for (const id of [en.body.article.id, es.body.article.id]) await agentA.fetch(`${ARTICLES}/${id}`, { method: 'DELETE' });
  });

  it('roles: viewers read only; writes need the CSRF token', async () => {
    const denied = await viewerA.json(ARTICLES, { method: 'POST', body: { title: 'T', body: 'B' } });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 'forbidden');
    assert.equal((await viewerA.json('/api/v1/admin/knowledge/preview', { method: 'POST', body: { body: 'x' } })).status, 403);
    const noCsrf = await t.target(ARTICLES, { method: 'POST', headers: { cookie: agentA.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'T', body: 'B' }) });
    assert.equal(noCsrf.status, 403);
    assert.equal((await t.target(ARTICLES)).status, 401);
  });

  it("another store's articles answer 404 on read, update and delete", async () => {
    const a = (await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Private', body: 'Only for A' } })).body.article;
    for (const [method, body] of [['GET', undefined], ['PUT', { title: 'X', body: 'Y' }], ['DELETE', undefined]] as const) {
      const res = await ownerB.json(`${ARTICLES}/${a.id}`, { method, body });
      assert.equal(res.status, 404, method);
      assert.equal(res.body.code, 'not_found');
    }
    assert.equal((await ownerB.json(ARTICLES)).body.articles.length, 0);
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.body, 'Only for A');
    assert.equal((await ownerB.json(`${ARTICLES}/not-a-uuid`)).status, 404);
  });

  it('preview renders Markdown through the server sanitizer (no script, no event handlers, no javascript: links)', async () => {
    const md = '## Returns\n\n| Days | Fee |\n| --- | --- |\n| 30 | $0 |\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [ok](https://example.com)';
    const { status, body } = await agentA.json('/api/v1/admin/knowledge/preview', { method: 'POST', body: { body: md } });
    assert.equal(status, 200);
    assert.match(body.html, /<h2>Returns<\/h2>/);
    assert.match(body.html, /<table>[\s\S]*<td>30<\/td>/);
    assert.doesNotMatch(body.html, /<script|<img|onerror=|href="javascript/i);
    assert.match(body.html, /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer nofollow">ok<\/a>/);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await t.openapi();
    assert.ok(doc.paths[ARTICLES].get && doc.paths[ARTICLES].post);
    assert.ok(doc.paths[`${ARTICLES}/{id}`].put && doc.paths[`${ARTICLES}/{id}`].delete);
    assert.ok(doc.paths['/api/v1/admin/knowledge/preview'].post);
    assert.ok(doc.paths[`${ARTICLES}/{id}/translations/{locale}`].put && doc.paths[`${ARTICLES}/{id}/translations/{locale}`].delete);
  });
});

describe('article translations API', () => {
  const SHIPPING = { title: 'Shipping', body: 'Orders leave within 2 days.\n\n- We ship to the United States and Canada.\n- Express costs $14.99.', tags: ['shipping'] };
  const ES = { title: 'Envíos', body: 'Los pedidos salen en 2 días.\n\n- Enviamos a Estados Unidos y Canadá.\n- El exprés cuesta 14,99 US$.' };

  it('saves, lists, replaces and deletes a translation per locale; the agent lookup answers from it in that language only', async () => {
    const a = (await agentA.json(ARTICLES, { method: 'POST', body: SHIPPING })).body.article;
    assert.deepEqual(a.translations, []);
    const put = await agentA.json(`${ARTICLES}/${a.id}/translations/ES`, { method: 'PUT', body: { title: ' Envíos ', body: ES.body } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.translation.locale, 'es', 'the locale is stored lower-case');
    assert.equal(put.body.translation.title, 'Envíos');
    assert.equal(put.body.translation.outdated, false);
    assert.match(put.body.translation.html, /<li>Enviamos a Estados Unidos y Canadá\.<\/li>/);

    const got = (await viewerA.json(`${ARTICLES}/${a.id}`)).body.article;
    assert.deepEqual(got.translations.map((x: { locale: string }) => x.locale), ['es']);
    const item = (await viewerA.json(`${ARTICLES}?q=Orders leave`)).body.articles[0];
    assert.deepEqual(item.locales, ['es']);

    // The agent's lookup: in Spanish from the translation, focused with the shopper's words; other languages as written.
    const es = await findPolicyArticles(database, storeA, { topic: 'shipping: do you ship to mexico?', lang: 'es', question: '¿Envían a México?' });
    assert.equal(es.articles[0]?.id, a.id);
    assert.equal(es.articles[0]?.lang, 'es');
    assert.equal(es.articles[0]?.title, 'Envíos');
    assert.equal(es.articles[0]?.answer, 'Enviamos a Estados Unidos y Canadá.');
    const fr = await findPolicyArticles(database, storeA, { topic: 'shipping: do you ship to mexico?', lang: 'fr', question: 'Vous livrez au Mexique ?' });
    assert.equal(fr.articles[0]?.lang, undefined);
    assert.equal(fr.articles[0]?.answer, 'We ship to the United States and Canada.');

    // A tag edit, or saving the same text again, leaves the translation current.
    await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { ...SHIPPING, tags: ['shipping', 'delivery'] } });
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.translations[0].outdated, false);
    // Editing the article's text marks its translations outdated until they are saved again: the list says which, and
    // the agent no longer answers from it (an old translation could state a policy the store changed).
    await agentA.json(`${ARTICLES}/${a.id}`, { method: 'PUT', body: { ...SHIPPING, body: SHIPPING.body.replace('$14.99', '$19.99') } });
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.translations[0].outdated, true);
    assert.deepEqual((await viewerA.json(`${ARTICLES}?q=Orders leave`)).body.articles[0].outdated_locales, ['es']);
    const stale = await findPolicyArticles(database, storeA, { topic: 'shipping: how much is express?', lang: 'es', question: '¿Cuánto cuesta el exprés?' });
    assert.equal(stale.articles[0]?.lang, undefined, 'the article as written');
    assert.equal(stale.articles[0]?.translationOutdated, true);
    assert.match(stale.articles[0]!.answer ?? '', /\$19\.99/);
    assert.doesNotMatch(JSON.stringify(stale), /14,99/);
    const again = await agentA.json(`${ARTICLES}/${a.id}/translations/es`, { method: 'PUT', body: { ...ES, title: 'Envíos y entregas' } });
    assert.equal(again.body.translation.outdated, false);
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.translations[0].title, 'Envíos y entregas');
    assert.deepEqual((await viewerA.json(`${ARTICLES}?q=Orders leave`)).body.articles[0].outdated_locales, []);
    assert.equal((await findPolicyArticles(database, storeA, { topic: 'shipping', lang: 'es', question: '¿Envían a México?' })).articles[0]?.lang, 'es');

    assert.equal((await agentA.fetch(`${ARTICLES}/${a.id}/translations/es`, { method: 'DELETE' })).status, 204);
    assert.equal((await agentA.json(`${ARTICLES}/${a.id}/translations/es`, { method: 'DELETE' })).body.code, 'not_found');
    assert.equal((await findPolicyArticles(database, storeA, { topic: 'shipping', lang: 'es', question: '¿Envían a México?' })).articles[0]?.lang, undefined);
    // Deleting the article deletes its translations.
    await agentA.json(`${ARTICLES}/${a.id}/translations/it`, { method: 'PUT', body: { title: 'Spedizioni', body: 'Spediamo negli Stati Uniti.' } });
    assert.equal((await agentA.fetch(`${ARTICLES}/${a.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await agentA.json(`${ARTICLES}/${a.id}/translations/it`, { method: 'PUT', body: ES })).status, 404);
  });

  it('the policy the question asks about wins over an article that only shares many of its words in translation', async () => {
    const ship = (await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Delivery times', body: 'Orders leave in 1-2 business days. Standard delivery takes 3-5 business days, express 1-2 business days.', tags: ['shipping'] } })).body.article;
    const back = (await agentA.json(ARTICLES, { method: 'POST', body: { title: 'Sending things back', body: 'You have 30 days from delivery to send an item back for a refund.', tags: ['returns'] } })).body.article;
    await agentA.json(`${ARTICLES}/${ship.id}/translations/es`, { method: 'PUT', body: { title: 'Plazos de entrega', body: 'Los pedidos salen en 1-2 días hábiles. El envío estándar llega en 3-5 días hábiles; el exprés llega en 1-2 días hábiles.' } });
    await agentA.json(`${ARTICLES}/${back.id}/translations/es`, { method: 'PUT', body: { title: 'Devoluciones', body: 'Tienes 30 días desde la entrega para devolver un artículo y recibir el reembolso.' } });
    // "si me llega algo…" shares "llega" and "días" (three times) with the delivery page: the question is about returns.
    const found = await findPolicyArticles(database, storeA, { topic: 'returns and refunds: if something arrives and i do not like it, how many days do i have to return it?', lang: 'es', question: 'si me llega algo y no me convence, ¿cuántos días tengo pa regresarlo?' });
    assert.equal(found.articles[0]?.id, back.id, JSON.stringify(found.articles.map((a) => a.title)));
    for (const a of [ship, back]) await agentA.fetch(`${ARTICLES}/${a.id}`, { method: 'DELETE' });
  });

  it('validates the locale, title and body (400 problem+json with stable codes)', async () => {
    const a = (await agentA.json(ARTICLES, { method: 'POST', body: SHIPPING })).body.article;
    const cases: Array<[string, unknown, string, string]> = [
      ['nl', ES, 'locale', 'unknown_locale'],
      ['pt-BR', ES, 'locale', 'unknown_locale'],
      ['es', { ...ES, title: '  ' }, 'title', 'too_small'],
      ['es', { ...ES, title: 'x'.repeat(201) }, 'title', 'too_big'],
      ['es', { ...ES, body: 'x'.repeat(20_001) }, 'body', 'too_big'],
      ['es', { title: 'T' }, 'body', 'required'],
      ['es', {}, 'title', 'required'],
    ];
    for (const [locale, body, path, code] of cases) {
      const res = await agentA.fetch(`${ARTICLES}/${a.id}/translations/${locale}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      assert.equal(res.status, 400, `${locale} ${path}`);
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
      const p = await res.json();
      assert.equal(p.code, 'invalid_request');
      assert.ok(p.errors.some((e: { path: string; code: string }) => e.path === path && e.code === code), `${path} ${code}: ${JSON.stringify(p.errors)}`);
    }
    assert.equal((await agentA.json(`${ARTICLES}/${a.id}/translations/xx`, { method: 'DELETE' })).body.errors[0].code, 'unknown_locale');
  });

  it("roles and stores: viewers read only; another store's article answers 404 and its translations are never read", async () => {
    const a = (await agentA.json(ARTICLES, { method: 'POST', body: SHIPPING })).body.article;
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}/translations/es`, { method: 'PUT', body: ES })).status, 403);
    assert.equal((await agentA.json(`${ARTICLES}/${a.id}/translations/es`, { method: 'PUT', body: ES })).status, 200);
    for (const [method, body] of [['PUT', ES], ['DELETE', undefined]] as const) {
      const res = await ownerB.json(`${ARTICLES}/${a.id}/translations/es`, { method, body });
      assert.equal(res.status, 404, method);
      assert.equal(res.body.code, 'not_found');
    }
    assert.equal((await ownerB.json(`${ARTICLES}/${a.id}`)).status, 404);
    assert.equal((await viewerA.json(`${ARTICLES}/${a.id}`)).body.article.translations[0].title, 'Envíos', "B's writes changed nothing");
    // B's own article with the same words: B's lookup never returns A's translation, and A's never returns B's.
    const b = (await ownerB.json(ARTICLES, { method: 'POST', body: SHIPPING })).body.article;
    const inB = await findPolicyArticles(database, storeB, { topic: 'shipping', lang: 'es', question: '¿Envían a México?' });
    assert.deepEqual(inB.articles.map((x) => [x.id, x.lang]), [[b.id, undefined]]);
    await ownerB.json(`${ARTICLES}/${b.id}/translations/es`, { method: 'PUT', body: { title: 'Envíos de B', body: ES.body } });
    const inA = await findPolicyArticles(database, storeA, { topic: 'shipping', lang: 'es', question: '¿Envían a México?' }, 10);
    assert.ok(inA.articles.every((x) => x.title !== 'Envíos de B' && x.id !== b.id));
  });
});
