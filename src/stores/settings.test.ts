/**
 * Settings API end to end (real server on port 0, real Postgres, real HTTP): roles, validation with per-field codes
 * and nothing saved on failure, the write-only model API key (sealed at rest), the widget reading its look on the
 * next page load, the agent switching model on the next turn (fake OpenAI servers speaking the real wire format,
 * driven by the real @langchain/openai client), topics to avoid, the install snippet and store isolation; drafts
 * (agent, guardrails and model wait for Publish; the live agent keeps answering with the published settings).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addStaffMember, signInDemoOwner, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/support/fake-openai.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';

let srv: TestServer;
let operatorFake: FakeOpenAI;
let storeFake: FakeOpenAI;
let demo: AdminClient;

before(async () => {
  operatorFake = await startFakeOpenAI();
  storeFake = await startFakeOpenAI();
  // The operator's provider (env) is one fake; stores point their own settings at the other.
  srv = await startTestServer({ OPENAI_BASE_URL: `${operatorFake.url}/v1`, OPENAI_API_KEY: 'sk-operator', OPENAI_MODEL: 'gpt-operator' });
  demo = await signInDemoOwner(srv);
});
after(async () => {
  await srv?.stop();
  await operatorFake?.close();
  await storeFake?.close();
});

const unique = () => randomUUID().slice(0, 8);

async function newStore(): Promise<AdminClient> {
  return signUp(srv.url, { store_name: `Settings ${unique()}`, name: 'Owner', email: `owner-${unique()}@example.com`, password: 'correct horse battery' });
}

/** Save and publish at once (`?publish=true`, the pre-draft behaviour) — what most tests here check. */
async function patch(client: AdminClient, body: unknown) {
  return client.json('/api/v1/admin/settings?publish=true', { method: 'PATCH', body });
}

/** Save to the draft (what the admin's Save does). */
async function saveDraft(client: AdminClient, body: unknown) {
  return client.json('/api/v1/admin/settings', { method: 'PATCH', body });
}

/** One turn; returns the answer text and the model the trace's root run recorded. */
async function turn(s: WidgetSession, text: string): Promise<{ text: string; model: string }> {
  const r = await sendMessage(srv.url, s, text);
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done, JSON.stringify(r.events.at(-1)));
  const runId = r.events.find((e) => e.event === 'metadata')!.data.run_id as string;
  const root = await srv.database.pool.query<{ model: string }>(`SELECT metadata->>'model' AS model FROM runs WHERE id = $1`, [runId]);
  return { text: done.data.message.text, model: root.rows[0]!.model };
}

describe('reading and roles', () => {
  test('every role reads; only owners write; the view has every section and the install snippet', async () => {
    const owner = await newStore();
    const viewer = await addStaffMember(srv.url, owner, 'viewer');
    const agent = await addStaffMember(srv.url, owner, 'agent');
    const read = await viewer.json('/api/v1/admin/settings');
    assert.equal(read.status, 200);
    const handle = owner.session.store.handle;
    assert.deepEqual(Object.keys(read.body).sort(), ['agent', 'allowed_origins', 'draft', 'guardrails', 'install', 'model', 'payments', 'store', 'widget']);
    assert.equal(read.body.draft, null);
    assert.deepEqual(read.body.payments, { checkout: 'test', test_mode: false }, 'test servers run AISLE_PAYMENTS=test (test/support/server.ts)');
    assert.equal(read.body.agent.agent_name, 'Aisle');
    assert.equal(read.body.guardrails.auto_approve_limit_cents, 0, 'PRODUCT.md §5 default');
    assert.deepEqual(read.body.model, {
      provider: 'default', model: null, base_url: null, has_key: false, key_last4: null, updated_at: null, operator_default: 'openai:gpt-operator',
    });
    assert.equal(read.body.install.snippet, `<script src="${srv.url}/widget.js" data-store="${handle}" async></script>`);
    const snippet = await viewer.json('/api/v1/admin/settings/install-snippet');
    assert.deepEqual(snippet.body, { store_handle: handle, script_url: `${srv.url}/widget.js`, snippet: read.body.install.snippet });

    for (const who of [viewer, agent]) {
      const denied = await saveDraft(who, { agent: { greeting: 'Hijacked' } });
      assert.equal(denied.status, 403);
      assert.equal(denied.body.code, 'forbidden');
      for (const [method, path] of [['POST', '/api/v1/admin/settings/draft/publish'], ['DELETE', '/api/v1/admin/settings/draft']] as const) {
        const r = await who.json(path, { method });
        assert.equal(r.status, 403, `${method} ${path}`);
        assert.equal(r.body.code, 'forbidden');
      }
    }
    assert.equal((await owner.json('/api/v1/admin/settings')).body.agent.greeting, read.body.agent.greeting);
    const anonymous = await fetch(`${srv.url}/api/v1/admin/settings`);
    assert.equal(anonymous.status, 401);
  });
});

describe('validation', () => {
  test('bad hex, long greeting, http domain: 400 problem+json with per-field codes, nothing saved', async () => {
    const owner = await newStore();
    const before = (await owner.json('/api/v1/admin/settings')).body;
    const res = await owner.fetch('/api/v1/admin/settings', {
      method: 'PATCH', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        agent: { agent_name: 'Robin', greeting: 'x'.repeat(201) },
        widget: { primary_color: 'red', text_color: '#12345' },
        allowed_origins: ['https://ok.example.com', 'http://shop.example.com', 'https://shop.example.com/path'],
        model: { base_url: 'http://models.example.com/v1' },
        store: { timezone: 'Mars/Olympus_Mons' },
      }),
    });
    assert.equal(res.status, 400);
    assert.match(res.headers.get('content-type')!, /^application\/problem\+json/);
    const problem = await res.json();
    assert.equal(problem.code, 'invalid_request');
    const codes = Object.fromEntries(problem.errors.map((e: { path: string; code: string }) => [e.path, e.code]));
    assert.deepEqual(codes, {
      'agent.greeting': 'too_big',
      'widget.primary_color': 'invalid_color',
      'widget.text_color': 'invalid_color',
      'allowed_origins.1': 'https_required',
      'allowed_origins.2': 'invalid_origin',
      'model.base_url': 'https_required',
      'store.timezone': 'invalid_time_zone',
    });
    assert.deepEqual((await owner.json('/api/v1/admin/settings')).body, before, 'the valid agent_name was not saved either');

    const unknown = await patch(owner, { widget: { primaryColor: '#000000' } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].code, 'unrecognized_keys');

    // Cross-field rule checked in the service: still nothing saved.
    const noKey = await patch(owner, { agent: { greeting: 'Changed' }, model: { provider: 'anthropic' } });
    assert.equal(noKey.status, 400);
    assert.deepEqual(noKey.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['model.api_key', 'api_key_required']]);
    assert.deepEqual((await owner.json('/api/v1/admin/settings')).body, before);
  });

  test('valid values are saved and normalized; localhost may use http', async () => {
    const owner = await newStore();
    const res = await patch(owner, {
      agent: { agent_name: 'Robin', greeting: '  Hello from Robin!  ', tone: 'formal' },
      widget: { primary_color: '#AA3300', text_color: '#FFFFFF', launcher_position: 'left', quick_replies: ['Track my order'] },
      guardrails: { avoid_topics: ['politics', 'politics', 'competitor prices'], auto_approve_limit_cents: 2500 },
      allowed_origins: ['https://Shop.Example.com/', 'http://localhost:5173', 'https://shop.example.com'],
      store: { timezone: 'America/New_York' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.agent, { agent_name: 'Robin', greeting: 'Hello from Robin!', tone: 'formal' });
    assert.deepEqual(res.body.widget, { primary_color: '#aa3300', text_color: '#ffffff', launcher_position: 'left', quick_replies: ['Track my order'] });
    assert.deepEqual(res.body.guardrails, { avoid_topics: ['politics', 'competitor prices'], auto_approve_limit_cents: 2500 });
    assert.deepEqual(res.body.allowed_origins, ['https://shop.example.com', 'http://localhost:5173']);
    assert.equal(res.body.store.timezone, 'America/New_York', 'the overview counts days in it');
    assert.deepEqual((await owner.json('/api/v1/admin/settings')).body, res.body);
  });
});

describe('model API key', () => {
  test('write-only: never returned, sealed in the database, kept while the endpoint stays, dropped when it changes', async () => {
    const owner = await newStore();
    const key = `sk-live-${unique()}${unique()}WXYZ`;
    const saved = await owner.fetch('/api/v1/admin/settings?publish=true', {
      method: 'PATCH', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: { provider: 'openai', model: 'gpt-4o-mini', api_key: key } }),
    });
    const text = await saved.text();
    assert.equal(saved.status, 200, text);
    assert.ok(!text.includes(key) && !text.includes(key.slice(0, -4)), 'the key is not in the response');
    const body = JSON.parse(text);
    assert.equal(body.model.has_key, true);
    assert.equal(body.model.key_last4, 'WXYZ');
    const get = await (await owner.fetch('/api/v1/admin/settings')).text();
    assert.ok(!get.includes(key));

    const row = await srv.database.pool.query<{ api_key_ciphertext: string; version: number }>(
      'SELECT api_key_ciphertext, version FROM store_model_settings WHERE store_id = $1', [owner.session.store.id]);
    const sealed = row.rows[0]!.api_key_ciphertext;
    assert.notEqual(sealed, key);
    assert.ok(!sealed.includes(key) && !sealed.includes(Buffer.from(key).toString('base64')) && !sealed.includes(Buffer.from(key).toString('base64url')));
    assert.match(sealed, /^v1\./);

    // Same provider and base URL: the key stays. Another base URL without a new key: refused (it would send the
    // saved key to a new server), nothing changes.
    const renamed = await patch(owner, { model: { model: 'gpt-4.1-mini' } });
    assert.equal(renamed.body.model.has_key, true);
    const moved = await patch(owner, { model: { base_url: 'https://gateway.example.com/v1' } });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.errors[0].code, 'api_key_required');
    assert.equal((await owner.json('/api/v1/admin/settings')).body.model.base_url, null);
    // null removes the key; default clears the model.
    const cleared = await patch(owner, { model: { provider: 'openai', base_url: 'http://localhost:11434/v1', api_key: null } });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual([cleared.body.model.has_key, cleared.body.model.key_last4], [false, null]);
    const reset = await patch(owner, { model: { provider: 'default' } });
    assert.deepEqual([reset.body.model.provider, reset.body.model.model, reset.body.model.base_url], ['default', null, null]);
    const version = await srv.database.pool.query<{ version: number }>('SELECT version FROM store_model_settings WHERE store_id = $1', [owner.session.store.id]);
    assert.equal(version.rows[0]!.version, row.rows[0]!.version + 3, 'every saved model change bumps the version');
  });
});

describe('changes apply without a redeploy', () => {
  test('the widget config and new sessions carry the new look at once (ETag revalidation, no stale cache)', async () => {
    const owner = await newStore();
    const handle = owner.session.store.handle;
    const first = await fetch(`${srv.url}/api/v1/widget/stores/${handle}/config`);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    const etag = first.headers.get('etag')!;
    assert.ok(etag);
    assert.equal((await fetch(`${srv.url}/api/v1/widget/stores/${handle}/config`, { headers: { 'if-none-match': etag } })).status, 304);

    await patch(owner, { agent: { agent_name: 'Robin', greeting: 'Welcome to the shop!' }, widget: { primary_color: '#aa3300', text_color: '#ffffee', launcher_position: 'left' } });
    const next = await fetch(`${srv.url}/api/v1/widget/stores/${handle}/config`, { headers: { 'if-none-match': etag } });
    assert.equal(next.status, 200);
    const cfg = await next.json();
    assert.deepEqual(cfg.widget, { agentName: 'Robin', greeting: 'Welcome to the shop!', primaryColor: '#aa3300', textColor: '#ffffee', launcherPosition: 'left', quickReplies: cfg.widget.quickReplies });
    const session = await (await fetch(`${srv.url}/api/v1/widget/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ store: handle }) })).json();
    assert.equal(session.widget.greeting, 'Welcome to the shop!');
  });

  test('allowed origins apply to the next widget session', async () => {
    const owner = await newStore();
    const handle = owner.session.store.handle;
    const open = (origin: string) => fetch(`${srv.url}/api/v1/widget/sessions`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ store: handle }),
    });
    assert.equal((await open('https://shop.example.com')).status, 403);
    await patch(owner, { allowed_origins: ['https://shop.example.com'] });
    assert.equal((await open('https://shop.example.com')).status, 201);
    assert.equal((await open('https://evil.example.com')).status, 403);
  });

  test("the agent switches model on the store's next turn: operator default → store provider → new model name → local → default", async () => {
    const owner = await newStore();
    const s = await openSession(srv.url, owner.session.store.handle);
    const operatorSeen = operatorFake.requests.length;

    operatorFake.enqueue({ text: 'Operator model here.' });
    assert.deepEqual(await turn(s, 'hello there'), { text: 'Operator model here.', model: 'openai:gpt-operator' });
    assert.equal(operatorFake.requests.at(-1)!.headers.authorization, 'Bearer sk-operator');

    const key = `sk-store-${unique()}`;
    const saved = await patch(owner, { model: { provider: 'openai', model: 'gpt-store-a', base_url: `${storeFake.url}/v1`, api_key: key } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    storeFake.enqueue({ text: 'Store model A here.' });
    assert.deepEqual(await turn(s, 'hello again'), { text: 'Store model A here.', model: 'openai:gpt-store-a' });
    const req = storeFake.requests.at(-1)!;
    assert.equal(req.headers.authorization, `Bearer ${key}`, 'the sealed key is opened for the provider call');
    assert.equal(req.body.model, 'gpt-store-a');
    const leaked = await srv.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM runs WHERE store_id = $1 AND concat(inputs::text, outputs::text, metadata::text, error) LIKE '%' || $2 || '%'`,
      [owner.session.store.id, key]);
    assert.equal(leaked.rows[0]!.n, 0, 'the key is not in the trace');

    await patch(owner, { model: { model: 'gpt-store-b' } });
    storeFake.enqueue({ text: 'Store model B here.' });
    assert.deepEqual(await turn(s, 'and again'), { text: 'Store model B here.', model: 'openai:gpt-store-b' });
    assert.equal(storeFake.requests.at(-1)!.body.model, 'gpt-store-b');

    await patch(owner, { model: { provider: 'local' } });
    const storeSeen = storeFake.requests.length;
    const local = await turn(s, 'hi');
    assert.equal(local.model, 'aisle-local');
    assert.equal(storeFake.requests.length, storeSeen, 'no provider call');

    await patch(owner, { model: { provider: 'default' } });
    operatorFake.enqueue({ text: 'Operator model again.' });
    assert.equal((await turn(s, 'one more')).model, 'openai:gpt-operator');
    assert.equal(operatorFake.requests.length, operatorSeen + 2);
    assert.equal(operatorFake.pending() + storeFake.pending(), 0);
  });

  test('topics to avoid: the local model declines them; a provider gets them in its system prompt', async () => {
    const owner = await newStore();
    await patch(owner, { agent: { agent_name: 'Robin' }, guardrails: { avoid_topics: ['politics', 'competitor prices'] }, model: { provider: 'local' } });
    const s = await openSession(srv.url, owner.session.store.handle);
    const declined = await turn(s, 'What do you think about the political situation?');
    assert.match(declined.text, /not something I can discuss here/);
    const competitor = await turn(s, "Is this cheaper than your competitor's price?");
    assert.match(competitor.text, /not something I can discuss here/);
    const hello = await turn(s, 'hello, who are you?');
    assert.match(hello.text, /I'm Robin/, 'the agent name applies to the local model too');
    const intents = await srv.database.pool.query<{ intent: string | null }>(
      `SELECT intent FROM messages WHERE conversation_id = $1 AND role = 'shopper' ORDER BY created_at`, [s.conversation_id]);
    assert.ok(intents.rows.every((r) => r.intent), 'shopper messages carry their classified intent');

    await patch(owner, { model: { provider: 'openai', model: 'gpt-guarded', base_url: `${storeFake.url}/v1`, api_key: 'sk-guarded-123' } });
    storeFake.enqueue({ text: "That's not something I can discuss here." });
    await turn(s, 'tell me about politics');
    const system = storeFake.requests.at(-1)!.body.messages[0]!;
    assert.equal(system.role, 'system');
    assert.match(String(system.content), /not to discuss these topics: "politics", "competitor prices"/);
    assert.match(String(system.content), /You are Robin/);
  });
});

describe('drafts: agent changes wait for Publish', () => {
  test('a saved draft changes nothing live; the view shows what differs; publish makes it live; discard drops it', async () => {
    const owner = await newStore();
    const handle = owner.session.store.handle;
    const s = await openSession(srv.url, handle);
    const key = `sk-draft-${unique()}LAST`;
    const saved = await saveDraft(owner, {
      agent: { agent_name: 'Robin', greeting: 'Draft greeting' }, guardrails: { avoid_topics: ['politics'] }, widget: { primary_color: '#aa3300' },
      model: { provider: 'openai', model: 'gpt-draft', base_url: `${storeFake.url}/v1`, api_key: key },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok(!JSON.stringify(saved.body).includes(key.slice(0, -4)), 'the key is not in the answer');
    // The widget look applied at once; persona, guardrails and model wait in the draft.
    assert.equal(saved.body.widget.primary_color, '#aa3300');
    assert.equal(saved.body.agent.agent_name, 'Aisle');
    assert.deepEqual(saved.body.guardrails.avoid_topics, []);
    assert.equal(saved.body.model.provider, 'default');
    const draft = saved.body.draft;
    assert.equal(draft.version, 1);
    assert.deepEqual(draft.agent, { agent_name: 'Robin', greeting: 'Draft greeting', tone: 'friendly' });
    assert.deepEqual(draft.model, { provider: 'openai', model: 'gpt-draft', base_url: `${storeFake.url}/v1`, has_key: true, key_last4: 'LAST' });
    assert.deepEqual(draft.changes, [
      { path: 'agent.agent_name', live: 'Aisle', draft: 'Robin' },
      { path: 'agent.greeting', live: saved.body.agent.greeting, draft: 'Draft greeting' },
      { path: 'guardrails.avoid_topics', live: [], draft: ['politics'] },
      { path: 'model.provider', live: 'default', draft: 'openai' },
      { path: 'model.model', live: null, draft: 'gpt-draft' },
      { path: 'model.base_url', live: null, draft: `${storeFake.url}/v1` },
      { path: 'model.api_key', live: null, draft: '••••LAST' },
    ]);
    assert.deepEqual((await owner.json('/api/v1/admin/settings')).body, saved.body);
    const cfg = await (await fetch(`${srv.url}/api/v1/widget/stores/${handle}/config`)).json();
    assert.equal(cfg.widget.agentName, 'Aisle', 'shoppers keep the live persona');
    assert.notEqual(cfg.widget.greeting, 'Draft greeting');

    // The live agent: operator model, no guardrail topic, live name.
    operatorFake.enqueue({ text: 'Operator answers while the draft waits.' });
    assert.equal((await turn(s, 'hello')).model, 'openai:gpt-operator');
    assert.equal(String(operatorFake.requests.at(-1)!.body.messages[0]!.content).includes('politics'), false);

    // Editing again builds on the draft; setting a field back to its live value drops it from the changes.
    const again = await saveDraft(owner, { agent: { agent_name: 'Aisle', tone: 'formal' } });
    assert.equal(again.body.draft.version, 2);
    assert.deepEqual(again.body.draft.changes.map((c: { path: string }) => c.path),
      ['agent.greeting', 'agent.tone', 'guardrails.avoid_topics', 'model.provider', 'model.model', 'model.base_url', 'model.api_key']);

    const stale = await owner.json('/api/v1/admin/settings/draft/publish', { method: 'POST', body: { version: 1 } });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.errors[0].code, 'draft_changed');
    const published = await owner.json('/api/v1/admin/settings/draft/publish', { method: 'POST', body: { version: 2 } });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.equal(published.body.draft, null);
    assert.deepEqual(published.body.agent, { agent_name: 'Aisle', greeting: 'Draft greeting', tone: 'formal' });
    assert.deepEqual(published.body.guardrails.avoid_topics, ['politics']);
    assert.deepEqual([published.body.model.provider, published.body.model.model, published.body.model.key_last4], ['openai', 'gpt-draft', 'LAST']);
    storeFake.enqueue({ text: 'The published store model answers.' });
    assert.deepEqual(await turn(s, 'hello again'), { text: 'The published store model answers.', model: 'openai:gpt-draft' });
    assert.equal(storeFake.requests.at(-1)!.headers.authorization, `Bearer ${key}`, 'the draft key, sealed in the draft, went live');
    assert.match(String(storeFake.requests.at(-1)!.body.messages[0]!.content), /"politics"/);

    const none = await owner.json('/api/v1/admin/settings/draft/publish', { method: 'POST' });
    assert.equal(none.status, 409);
    assert.equal(none.body.errors[0].code, 'no_draft');

    // Discard: the draft is gone, the live settings stay.
    const pending = await saveDraft(owner, { model: { provider: 'local' }, guardrails: { auto_approve_limit_cents: 5000 } });
    assert.equal(pending.body.draft.changes.length, 5, 'provider, model, base URL, key and the limit');
    const discarded = await owner.json('/api/v1/admin/settings/draft', { method: 'DELETE' });
    assert.equal(discarded.status, 200);
    assert.equal(discarded.body.draft, null);
    assert.deepEqual({ ...discarded.body, widget: null }, { ...published.body, widget: null });
    assert.equal((await owner.json('/api/v1/admin/settings/draft', { method: 'DELETE' })).status, 200, 'idempotent');
    // A draft that only repeats the live settings is no draft.
    assert.equal((await saveDraft(owner, { agent: { tone: 'formal' } })).body.draft, null);
  });

  test('?publish=true saves and publishes at once, pending draft included', async () => {
    const owner = await newStore();
    await saveDraft(owner, { agent: { agent_name: 'Pending' } });
    const r = await patch(owner, { guardrails: { auto_approve_limit_cents: 1200 } });
    assert.equal(r.status, 200);
    assert.equal(r.body.draft, null);
    assert.equal(r.body.agent.agent_name, 'Pending');
    assert.equal(r.body.guardrails.auto_approve_limit_cents, 1200);
  });
});

describe('store isolation', () => {
  test("one store's changes and key never show in another store", async () => {
    const a = await newStore();
    const b = await newStore();
    const beforeA = (await a.json('/api/v1/admin/settings')).body;
    await patch(b, { agent: { greeting: 'Store B says hi' }, allowed_origins: ['https://b.example.com'], model: { provider: 'anthropic', api_key: 'sk-ant-store-b-9999' } });
    const afterA = await a.fetch('/api/v1/admin/settings');
    const text = await afterA.text();
    assert.deepEqual(JSON.parse(text), beforeA);
    assert.ok(!text.includes('sk-ant') && !text.includes('9999') && !text.includes('Store B'));
    const demoView = (await demo.json('/api/v1/admin/settings')).body;
    assert.equal(demoView.store.handle, 'demo');
    assert.equal(demoView.model.has_key, false);
  });
});
