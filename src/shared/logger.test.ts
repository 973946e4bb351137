import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import test from 'node:test';
import { createApp } from '../app.ts';
import { createRouter } from './http.ts';
import { createLogger, defaultLogFormat, REDACTED, redactLogValue, type LogLevel } from './logger.ts';

/** A logger writing JSON lines into an array. */
function capture(level: LogLevel) {
  const lines: Array<Record<string, any>> = [];
  const destination = new Writable({ write(chunk, _enc, done) { for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l)); done(); } });
  return { lines, logger: createLogger({ level, destination }) };
}

test('secrets and personal data are redacted at any depth, in keys and inside strings', () => {
  const input = {
    token: 'tok_1', apiKey: 'sk-1', headers: { Authorization: 'Bearer x', cookie: 'aisle_session=abc', 'X-CSRF-Token': 'c' },
    a: { b: { c: { d: { password: 'hunter2', secret: 's', stripe_signature: 't=1,v1=x', email: 'x@y.z' } } } },
    orders: [{ shippingAddress: { line1: '1 Main St' }, phone: '+44 20 7946 0958' }],
    note: 'write to jane.doe@example.com or call +1 (555) 010-2030, or 555-123-4567',
    id: '550e8400-e29b-41d4-a716-446655440000', at: '2026-11-25T04:17:08.123Z', cents: 123456789, tokens: 5,
  };
  const out = redactLogValue(input) as any;
  assert.equal(out.token, REDACTED);
  assert.equal(out.apiKey, REDACTED);
  assert.deepEqual(out.headers, { Authorization: REDACTED, cookie: REDACTED, 'X-CSRF-Token': REDACTED });
  assert.deepEqual(out.a.b.c.d, { password: REDACTED, secret: REDACTED, stripe_signature: REDACTED, email: REDACTED });
  assert.deepEqual(out.orders, [{ shippingAddress: REDACTED, phone: REDACTED }]);
  assert.equal(out.note, `write to ${REDACTED} or call ${REDACTED}, or ${REDACTED}`);
  // Ids, timestamps and numbers are not phone numbers.
  assert.equal(out.id, input.id);
  assert.equal(out.at, input.at);
  assert.equal(out.cents, 123456789);
  assert.equal(out.tokens, 5);
  assert.equal(input.token, 'tok_1', 'the input is not mutated');
});

test('errors keep type, message and stack, redacted; cycles and deep objects do not stall', () => {
  const err = new Error('no order for bob@example.com', { cause: new Error('db down') });
  const out = redactLogValue({ err }) as any;
  assert.equal(out.err.type, 'Error');
  assert.match(out.err.message, /no order for \[REDACTED\]/);
  assert.match(out.err.stack, /logger\.test\.ts/);
  assert.doesNotMatch(JSON.stringify(out), /bob@example/);
  const cyclic: any = { name: 'a' };
  cyclic.self = cyclic;
  assert.equal((redactLogValue(cyclic) as any).self, '[…]');
});

test('lines are JSON with a level name; pretty only on a terminal outside production', () => {
  const { lines, logger } = capture('info');
  logger.child({ module: 'jobs' }).error({ queue: 'q', err: new Error('boom') }, 'job handler failed');
  logger.debug('hidden');
  assert.equal(lines.length, 1);
  assert.equal(lines[0]!.level, 'error');
  assert.equal(lines[0]!.module, 'jobs');
  assert.equal(lines[0]!.msg, 'job handler failed');
  assert.match(lines[0]!.err.stack, /boom/);
  assert.equal(lines[0]!.err.type, 'Error');
  assert.equal(defaultLogFormat({}, true), 'pretty');
  assert.equal(defaultLogFormat({ NODE_ENV: 'production' }, true), 'json');
  assert.equal(defaultLogFormat({}, false), 'json');
  assert.equal(defaultLogFormat({ LOG_FORMAT: 'pretty' }, false), 'pretty');
});

test('one request line per request; health probes at debug; a crash at error with request id and stack even at LOG_LEVEL=warn', async () => {
  const sub = createRouter();
  sub.get('/boom', () => { throw new Error('kaput'); });
  sub.get('/fine', (c) => c.json({ ok: true }));
  const setup = (level: LogLevel) => {
    const { lines, logger } = capture(level);
    const app = createApp({ logger, version: 't', subApps: [sub], readiness: async () => ({ database: true, migrations: true, demo_catalog: true }) });
    return { lines, app };
  };

  const info = setup('debug');
  const ok = await info.app.request('/fine?token=secret-in-query', { headers: { 'x-request-id': 'req-1' } });
  assert.equal(ok.status, 200);
  await info.app.request('/healthz');
  const requests = info.lines.filter((l) => l.msg === 'request');
  assert.equal(requests.length, 2);
  assert.deepEqual(
    { level: requests[0]!.level, method: requests[0]!.method, path: requests[0]!.path, status: requests[0]!.status, requestId: requests[0]!.requestId },
    { level: 'info', method: 'GET', path: '/fine', status: 200, requestId: 'req-1' },
  );
  assert.equal(typeof requests[0]!.responseTime, 'number');
  assert.doesNotMatch(JSON.stringify(info.lines), /secret-in-query/);
  assert.equal(requests[1]!.level, 'debug');

  const warn = setup('warn');
  await warn.app.request('/fine');
  await warn.app.request('/healthz');
  const res = await warn.app.request('/boom', { headers: { 'x-request-id': 'req-2' } });
  assert.equal(res.status, 500);
  assert.equal(((await res.json()) as { request_id: string }).request_id, 'req-2');
  const crash = warn.lines.find((l) => l.msg === 'unhandled error');
  assert.ok(crash, 'the crash is logged at LOG_LEVEL=warn');
  assert.equal(crash.level, 'error');
  assert.equal(crash.requestId, 'req-2');
  assert.match(crash.err.stack, /kaput/);
  assert.deepEqual(warn.lines.map((l) => `${l.level} ${l.msg} ${l.status ?? ''}`.trim()), ['error unhandled error', 'error request 500']);
});
