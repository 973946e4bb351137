/**
 * A local stand-in for the LangSmith API, for the real `langsmith` client (and LangChain's tracer) with its `apiUrl`
 * pointed here. It speaks the endpoints the SDK uses to trace:
 * - `GET /info` — server info; `batch_ingest_config.use_multipart_endpoint` (default true) tells the SDK whether to
 *   use multipart ingest;
 * - `POST /runs/multipart` — multipart/form-data ingest: parts `post.{run_id}` / `patch.{run_id}` (the run without
 *   its big fields) and `post.{run_id}.{inputs|outputs|events|extra|error|serialized}`, `feedback.{id}`;
 *   `Content-Encoding: gzip` accepted;
 * - `POST /runs/batch` — JSON `{ post: Run[], patch: Run[] }`;
 * - `POST /runs`, `PATCH /runs/{id}` — one run (the SDK without batching);
 * - `POST /feedback` — one feedback; `GET /sessions?name=` — projects (created on first ingest by `session_name`).
 * Every request must carry `x-api-key` when `apiKey` is set (401 otherwise). `raw` keeps every request body as text so
 * a test can assert that a string never arrived. `hang: true` accepts connections and never answers.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A run as the stand-in holds it: every create and update merged by id. `ops` counts the creates received. */
export type ReceivedRun = Record<string, unknown> & {
  id: string; name?: string; run_type?: string; parent_run_id?: string | null; trace_id?: string; dotted_order?: string;
  session_name?: string; tags?: string[]; extra?: { metadata?: Record<string, unknown> }; inputs?: unknown; outputs?: unknown;
};

/** Behaviour switches (changeable while running). */
export type FakeLangSmithPolicy = {
  /** Never answer any request (a hung backend). */
  hang?: boolean;
  /** `use_multipart_endpoint` in `/info` (default true). */
  multipart?: boolean;
  /** Answer ingest requests with this status (e.g. 500, 429) instead of accepting them. */
  failIngest?: number | null;
  /** Required `x-api-key` (null: none required). */
  apiKey?: string | null;
};

/** A running stand-in. */
export type FakeLangSmith = {
  url: string;
  /** Runs by id (creates and patches merged). */
  runs: Map<string, ReceivedRun>;
  /** How many times each run id was created (a run created twice is a duplicate). */
  creates: Map<string, number>;
  feedback: Record<string, unknown>[];
  /** Every request: method, path, status answered and headers (lower-case). */
  requests: { method: string; path: string; status: number; headers: http.IncomingHttpHeaders }[];
  /** Every request body as text (decompressed). */
  raw: string[];
  policy: FakeLangSmithPolicy;
  /** Runs whose `trace_id` is `traceId`. */
  trace(traceId: string): ReceivedRun[];
  close(): Promise<void>;
};

/** Start the stand-in on 127.0.0.1 (port 0). */
export async function startFakeLangSmith(policy: FakeLangSmithPolicy = {}): Promise<FakeLangSmith> {
  const runs = new Map<string, ReceivedRun>();
  const creates = new Map<string, number>();
  const feedback: Record<string, unknown>[] = [];
  const requests: FakeLangSmith['requests'] = [];
  const raw: string[] = [];
  const projects = new Map<string, string>();
  const hung = new Set<http.ServerResponse>();

  function project(name: unknown): void {
    if (typeof name === 'string' && !projects.has(name)) projects.set(name, randomUUID());
  }
  function create(run: Record<string, unknown>): void {
    const id = String(run.id);
    creates.set(id, (creates.get(id) ?? 0) + 1);
    runs.set(id, { ...runs.get(id), ...run, id } as ReceivedRun);
    project(run.session_name);
  }
  function patch(run: Record<string, unknown>): void {
    const id = String(run.id);
    runs.set(id, { ...runs.get(id), ...run, id } as ReceivedRun);
  }

  async function multipart(req: http.IncomingMessage, body: Buffer): Promise<void> {
    const form = await new Request('http://standin/runs/multipart', {
      method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: new Uint8Array(body),
    }).formData();
    const posts = new Map<string, Record<string, unknown>>();
    const patches = new Map<string, Record<string, unknown>>();
    for (const [name, value] of form) {
      const text = typeof value === 'string' ? value : await value.text();
      const [method, id, field] = name.split('.');
      if (method === 'feedback') { feedback.push(JSON.parse(text) as Record<string, unknown>); continue; }
      if (method === 'attachment' || !id) continue;
      const into = method === 'post' ? posts : method === 'patch' ? patches : null;
      if (!into) throw new Error(`unexpected part ${name}`);
      const run = into.get(id) ?? { id };
      if (field) run[field] = JSON.parse(text);
      else Object.assign(run, JSON.parse(text));
      into.set(id, run);
    }
    for (const run of posts.values()) create(run);
    for (const run of patches.values()) patch(run);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://standin');
        const answer = (status: number, body: unknown) => {
          requests.push({ method: req.method ?? '', path: url.pathname, status, headers: req.headers });
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        };
        if (policy.hang) { hung.add(res); res.on('close', () => hung.delete(res)); return; }
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (body.length) raw.push(body.toString('utf8'));
        if (policy.apiKey && req.headers['x-api-key'] !== policy.apiKey) return answer(401, { detail: 'Invalid token' });
        const ingest = req.method === 'POST' && /^\/runs(\/batch|\/multipart)?$/.test(url.pathname);
        if ((ingest || (req.method === 'PATCH' && url.pathname.startsWith('/runs/'))) && policy.failIngest) return answer(policy.failIngest, { detail: 'injected failure' });
        try {
          if (req.method === 'GET' && url.pathname === '/info') {
            return answer(200, {
              version: '0.10.0-standin', license_expiration_time: null, tenant_handle: null,
              batch_ingest_config: { use_multipart_endpoint: policy.multipart ?? true, scale_up_qsize_trigger: 1000, scale_up_nthreads_limit: 16, scale_down_nempty_trigger: 4, size_limit: 100, size_limit_bytes: 20_971_520 },
              instance_flags: { gzip_body_enabled: false },
            });
          }
          if (req.method === 'POST' && url.pathname === '/runs/multipart') { await multipart(req, body); return answer(202, {}); }
          if (req.method === 'POST' && url.pathname === '/runs/batch') {
            const b = JSON.parse(body.toString('utf8')) as { post?: Record<string, unknown>[]; patch?: Record<string, unknown>[] };
            for (const r of b.post ?? []) create(r);
            for (const r of b.patch ?? []) patch(r);
            return answer(202, {});
          }
          if (req.method === 'POST' && url.pathname === '/runs') { create(JSON.parse(body.toString('utf8')) as Record<string, unknown>); return answer(202, {}); }
          if (req.method === 'PATCH' && url.pathname.startsWith('/runs/')) {
            patch({ ...(JSON.parse(body.toString('utf8')) as Record<string, unknown>), id: url.pathname.slice('/runs/'.length) });
            return answer(202, {});
          }
          if (req.method === 'POST' && url.pathname === '/feedback') {
            const f = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
            if (feedback.some((x) => x.id === f.id)) return answer(409, { detail: 'Feedback already exists' });
            feedback.push(f);
            return answer(200, { ...f, created_at: new Date().toISOString() });
          }
          if (req.method === 'GET' && url.pathname === '/sessions') {
            const name = url.searchParams.get('name');
            return answer(200, [...projects].filter(([n]) => name === null || n === name).map(([n, id]) => ({ id, name: n, tenant_id: randomUUID() })));
          }
          return answer(404, { detail: 'Not Found' });
        } catch (err) {
          return answer(422, { detail: (err as Error).message });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`, runs, creates, feedback, requests, raw, policy,
    trace: (traceId) => [...runs.values()].filter((r) => r.trace_id === traceId),
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
