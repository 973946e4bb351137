/**
 * `aisle eval replay --store demo --since 1h --draft --json` run in this process against a real Aisle's database
 * (the command starts its own Aisle on it, as the CLI does): a recorded refund conversation is replayed against the
 * live settings and the store's saved draft (auto-approve raised), and the usage errors exit 2.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import { appendMessage, createConversation } from '../../conversations/index.ts';
import { findStoreByHandle } from '../../stores/index.ts';
import { signInDemoOwner, type AdminClient } from '../../../test/support/admin-client.ts';
import { testCacheDir } from '../../../test/support/db.ts';
import { startTestServer, type TestServer } from '../../../test/support/server.ts';
import { run } from './eval-replay.ts';

let srv: TestServer;
let owner: AdminClient;

before(async () => {
  srv = await startTestServer();
  owner = await signInDemoOwner(srv);
  const store = (await findStoreByHandle(srv.database, 'demo'))!;
  const c = await createConversation(srv.database, { storeId: store.id, visitorId: randomUUID() });
  for (const say of ['I want a refund for order #1001', 'my email is jane.doe@example.com']) {
    await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'shopper', text: say });
    await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'agent', text: `recorded: ${say}` });
  }
  // The command reads its configuration from the environment, like the CLI: this test server's database.
  Object.assign(process.env, {
    DATABASE_URL: srv.database.url, AISLE_DATA_DIR: path.dirname(testCacheDir()), LOG_LEVEL: 'silent', AISLE_JOBS: '0', PORT: '0', AISLE_PAYMENTS: 'test',
  });
});
after(async () => { await srv?.stop(); });

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (d) => { out += d; });
  stderr.on('data', (d) => { err += d; });
  const code = await run(args, { stdin: Readable.from(['']), stdout, stderr });
  return { code, out, err };
}

test('--draft replays against the store\'s saved draft; without one, or with --draft-file too, it is a usage error', { timeout: 300_000 }, async () => {
  const none = await cli(['--store', 'demo', '--since', '1h', '--draft', '--json']);
  assert.equal(none.code, 2);
  assert.match(none.err, /no saved draft/);
  const both = await cli(['--draft', '--draft-file', 'x.json']);
  assert.equal(both.code, 2);

  const saved = await owner.json('/api/v1/admin/settings', { method: 'PATCH', body: { guardrails: { auto_approve_limit_cents: 1_000_000 } } });
  assert.equal(saved.body.draft.version, 1);
  const r = await cli(['--store', 'demo', '--since', '1h', '--draft', '--json']);
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out);
  const refund = report.results.find((t: { say: string }) => t.say === 'my email is jane.doe@example.com');
  assert.match(refund.live.text, /would have asked the store to approve/);
  assert.match(refund.draft.text, /would have done it at once/);
  assert.equal(refund.recorded, 'recorded: my email is jane.doe@example.com');
  assert.equal(refund.changed, true);
  assert.equal((await owner.json('/api/v1/admin/settings')).body.guardrails.auto_approve_limit_cents, 0, 'the live settings stayed');
});
