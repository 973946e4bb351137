import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
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

test('one request line per request over real HTTP; probes at debug; 4xx at info; a crash at error with request id and stack even at LOG_LEVEL=warn', async (t) => {
  const sub = createRouter();
  sub.get('/boom', () => { throw new Error('kaput'); });
  sub.get('/fine', (c) => c.json({ ok: true }));
  const start = async (level: LogLevel) => {
    const { lines, logger } = capture(level);
    const app = createApp({ logger, version: 't', subApps: [sub], readiness: async () => ({ database: true, migrations: true, demo_catalog: true }) });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The line is written when the response is done; wait until it is there.
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const before = lines.length;
      const res = await fetch(base + path, { headers });
      await res.arrayBuffer();
      for (let i = 0; i < 100 && !lines.slice(before).some((l) => l.msg === 'request'); i++) await new Promise((r) => setTimeout(r, 10));
      return res;
    };
    return { lines, get };
  };

  const debug = await start('debug');
  assert.equal((await debug.get('/fine?token=secret-in-query', { 'x-request-id': 'req-1' })).status, 200);
  await debug.get('/healthz');
  assert.equal((await debug.get('/nope')).status, 404);
  const requests = debug.lines.filter((l) => l.msg === 'request');
  assert.equal(requests.length, 3, 'one line per request');
  const { time: _t, responseTime, ...first } = requests[0]!;
  assert.deepEqual(first, { level: 'info', requestId: 'req-1', method: 'GET', path: '/fine', status: 200, msg: 'request' });
  assert.equal(typeof responseTime, 'number');
  assert.doesNotMatch(JSON.stringify(debug.lines), /secret-in-query/);
  assert.equal(requests[1]!.level, 'debug');
  assert.deepEqual([requests[2]!.level, requests[2]!.status], ['info', 404]);

  const warn = await start('warn');
  await warn.get('/fine');
  await warn.get('/healthz');
  const res = await warn.get('/boom', { 'x-request-id': 'req-2' });
  assert.equal(res.status, 500);
  assert.equal(res.headers.get('x-request-id'), 'req-2');
  const crash = warn.lines.find((l) => l.msg === 'unhandled error');
  assert.ok(crash, 'the crash is logged at LOG_LEVEL=warn');
  assert.equal(crash.level, 'error');
  assert.equal(crash.requestId, 'req-2');
  assert.match(crash.err.stack, /kaput/);
  assert.deepEqual(warn.lines.map((l) => `${l.level} ${l.msg} ${l.requestId} ${l.status ?? ''}`.trim()), ['error unhandled error req-2', 'error request req-2 500']);
});
