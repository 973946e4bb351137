import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { createAdminTestApp } from '../../test/support/admin-app.ts';
import { createKnowledgeRoutes } from './routes.ts';
import { searchArticles } from './service.ts';

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
  });
});
