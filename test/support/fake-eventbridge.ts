/**
 * A local stand-in for AWS EventBridge's `PutEvents` (JSON 1.1 protocol: `POST /`, `X-Amz-Target:
 * AWSEvents.PutEvents`, `Content-Type: application/x-amz-json-1.1`), for the real `EventBridgeClient` with its
 * `endpoint` pointed here and static credentials. It enforces the API's limits (≤ 10 entries, ≤ 256 KB a
 * request, sized per AWS's rules), answers `{ FailedEntryCount, Entries: [{ EventId } | { ErrorCode, ErrorMessage }] }`
 * and can inject partial failures (per entry), throttling (HTTP 400 `ThrottlingException`) and slow responses.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/** An accepted entry: the envelope parsed from `Detail`, plus the entry's other fields. */
export type ReceivedEntry = {
  eventBusName: string; source: string; detailType: string; detail: { id: string; type: string; [k: string]: unknown }; time: number | null;
  /** When the stand-in accepted it (ms since the epoch). */
  receivedAt: number;
};

/** Failure injection. `entryError(envelopeId, timesSeenBefore)` returns an error code to fail that entry with, or null. */
export type FakeEventBridgePolicy = {
  /** Answer this request (1-based count) with HTTP 400 ThrottlingException? */
  throttleRequest?: (requestNo: number) => boolean;
  /** Fail one entry with this code (e.g. 'ThrottlingException', 'InternalFailure', 'MalformedDetail'), or null to accept it. */
  entryError?: (envelopeId: string, seenBefore: number) => string | null;
  /** Wait this long (ms) before answering each request. */
  delayMs?: number;
  /** Called when a PutEvents request arrives (1-based count), before any delay or answer. */
  onRequest?: (requestNo: number) => void;
};

/** A running fake. `received`: accepted entries in arrival order (duplicates kept). */
export type FakeEventBridge = {
  url: string;
  received: ReceivedEntry[];
  /** Entries per accepted request and request byte sizes, for checking batching. */
  requests: { entries: number; bytes: number; status: number }[];
  /** How many times each envelope id was accepted. */
  counts(): Map<string, number>;
  policy: FakeEventBridgePolicy;
  close(): Promise<void>;
};

const MAX_ENTRIES = 10;
const MAX_BYTES = 256 * 1024;

type Entry = { Source?: string; DetailType?: string; Detail?: string; EventBusName?: string; Resources?: string[]; Time?: number };

function entrySize(e: Entry): number {
  let size = e.Time !== undefined ? 14 : 0;
  for (const s of [e.Source, e.DetailType, e.Detail, ...(e.Resources ?? [])]) if (s) size += Buffer.byteLength(s, 'utf8');
  return size;
}

function send(res: http.ServerResponse, status: number, body: unknown, errorType?: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

/** Start the fake on 127.0.0.1 (port 0). */
export async function startFakeEventBridge(policy: FakeEventBridgePolicy = {}): Promise<FakeEventBridge> {
  const received: ReceivedEntry[] = [];
  const requests: FakeEventBridge['requests'] = [];
  const seen = new Map<string, number>();
  const fake = { policy } as { policy: FakeEventBridgePolicy };
  let requestNo = 0;
  let arrivals = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const p = fake.policy;
      arrivals += 1;
      p.onRequest?.(arrivals);
      if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
      if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'AWSEvents.PutEvents') {
        send(res, 400, { __type: 'UnknownOperationException', message: `unknown target ${String(req.headers['x-amz-target'])}` }, 'UnknownOperationException');
        return;
      }
      if (!String(req.headers['content-type']).startsWith('application/x-amz-json-1.1') || !String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 ')) {
        send(res, 400, { __type: 'IncompleteSignatureException', message: 'expected a SigV4-signed JSON 1.1 request' }, 'IncompleteSignatureException');
        return;
      }
      requestNo += 1;
      const entries = ((JSON.parse(raw) as { Entries?: Entry[] }).Entries ?? []);
      const bytes = entries.reduce((n, e) => n + entrySize(e), 0);
      if (p.throttleRequest?.(requestNo)) {
        requests.push({ entries: entries.length, bytes, status: 400 });
        send(res, 400, { __type: 'ThrottlingException', message: 'Rate exceeded' }, 'ThrottlingException');
        return;
      }
      if (entries.length < 1 || entries.length > MAX_ENTRIES || bytes > MAX_BYTES) {
        requests.push({ entries: entries.length, bytes, status: 400 });
        send(res, 400, { __type: 'ValidationException', message: `1-${MAX_ENTRIES} entries and at most ${MAX_BYTES} bytes (got ${entries.length}, ${bytes})` }, 'ValidationException');
        return;
      }
      requests.push({ entries: entries.length, bytes, status: 200 });
      let failed = 0;
      const results = entries.map((e) => {
        let detail: ReceivedEntry['detail'];
        try {
          detail = JSON.parse(e.Detail ?? '') as ReceivedEntry['detail'];
        } catch {
          failed += 1;
          return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON' };
        }
        const before = seen.get(detail.id) ?? 0;
        seen.set(detail.id, before + 1);
        const code = p.entryError?.(detail.id, before) ?? null;
        if (code) {
          failed += 1;
          return { ErrorCode: code, ErrorMessage: `injected ${code}` };
        }
        received.push({ eventBusName: e.EventBusName ?? 'default', source: e.Source ?? '', detailType: e.DetailType ?? '', detail, time: e.Time ?? null, receivedAt: Date.now() });
        return { EventId: randomUUID() };
      });
      send(res, 200, { FailedEntryCount: failed, Entries: results });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    counts() {
      const m = new Map<string, number>();
      for (const r of received) m.set(r.detail.id, (m.get(r.detail.id) ?? 0) + 1);
      return m;
    },
    get policy() { return fake.policy; },
    set policy(v: FakeEventBridgePolicy) { fake.policy = v; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
