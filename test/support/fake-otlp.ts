/**
 * A local OpenTelemetry collector stand-in: OTLP/HTTP `POST /v1/traces` with the JSON encoding
 * (`application/json`, an `ExportTraceServiceRequest`: resourceSpans → scopeSpans → spans, ids as hex strings,
 * attributes as `{ key, value: { stringValue | intValue | doubleValue | boolValue | arrayValue } }`), gzip accepted,
 * for the real `@opentelemetry/exporter-trace-otlp-http`. It decodes every span into a flat record, keeps the request
 * headers and raw bodies, answers `{ partialSuccess: {} }`, and can hang or fail on demand.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A received span, decoded. `attributes` by key; `resource` = its resource's attributes. */
export type ReceivedSpan = {
  traceId: string; spanId: string; parentSpanId: string | null; name: string; kind: number;
  startNs: bigint; endNs: bigint; attributes: Record<string, unknown>; status: { code: number; message?: string };
  resource: Record<string, unknown>; scope: string;
};

/** Behaviour switches (changeable while running). */
export type FakeOtlpPolicy = { hang?: boolean; failStatus?: number | null };

/** A running receiver. */
export type FakeOtlp = {
  url: string;
  spans: ReceivedSpan[];
  requests: { headers: http.IncomingHttpHeaders; status: number; spans: number }[];
  raw: string[];
  policy: FakeOtlpPolicy;
  trace(traceIdHex: string): ReceivedSpan[];
  close(): Promise<void>;
};

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };

function decodeValue(v: AnyValue | undefined): unknown {
  if (!v) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(decodeValue);
  return null;
}

function attrs(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((a) => [a.key, decodeValue(a.value)]));
}

/** Start the receiver on 127.0.0.1 (port 0). */
export async function startFakeOtlp(policy: FakeOtlpPolicy = {}): Promise<FakeOtlp> {
  const spans: ReceivedSpan[] = [];
  const requests: FakeOtlp['requests'] = [];
  const raw: string[] = [];
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (policy.hang) { hung.add(res); res.on('close', () => hung.delete(res)); return; }
      const answer = (status: number, body: unknown, n = 0) => {
        requests.push({ headers: req.headers, status, spans: n });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/traces') return answer(404, { code: 5, message: 'not found' });
      if (!String(req.headers['content-type']).startsWith('application/json')) return answer(415, { code: 3, message: 'JSON encoding only' });
      if (policy.failStatus) return answer(policy.failStatus, { code: 14, message: 'injected failure' });
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const text = body.toString('utf8');
      raw.push(text);
      const doc = JSON.parse(text) as {
        resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { scope?: { name?: string }; spans?: Record<string, unknown>[] }[] }[];
      };
      let n = 0;
      for (const rs of doc.resourceSpans ?? []) {
        const resource = attrs(rs.resource?.attributes);
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            n++;
            spans.push({
              traceId: String(s.traceId), spanId: String(s.spanId), parentSpanId: s.parentSpanId ? String(s.parentSpanId) : null, name: String(s.name),
              kind: Number(s.kind), startNs: BigInt(String(s.startTimeUnixNano)), endNs: BigInt(String(s.endTimeUnixNano)),
              attributes: attrs(s.attributes as KeyValue[]), status: (s.status as { code: number; message?: string }) ?? { code: 0 }, resource, scope: ss.scope?.name ?? '',
            });
          }
        }
      }
      return answer(200, { partialSuccess: {} }, n);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`, spans, requests, raw, policy,
    trace: (traceIdHex) => spans.filter((s) => s.traceId === traceIdHex),
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
