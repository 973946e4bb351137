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
 *
 * Ingest is idempotent per run id and operation, as LangSmith's is: a create (or update) of a run already received is
 * not applied again but counted (`creates` counts every create received, so a run re-sent after a timeout shows as
 * `creates.get(id) === 2` while `runs` holds it once), and a request whose run payloads were all received before is
 * answered `409 {"error": "Conflict: payload already received: payloads already received"}` — LangSmith's answer (a
 * LangChain engineer in langchain-ai/langsmith-sdk#1529: "you can't create a run again"; the Python SDK takes that 409
 * as done, `_send_multipart_req`). A request with some new payloads is accepted (202) and only the new ones applied;
 * what LangSmith answers to such a mix is not documented — Aisle re-sends whole batches, never a mix.
 * The stand-in applies a request once its body has arrived, even when the client gave up waiting for the answer.
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
  /** Apply each request at once but answer it only this long after (a slow answer a client may stop waiting for). */
  answerAfterMs?: number | null;
};

/** A running stand-in. */
export type FakeLangSmith = {
  url: string;
  /** Runs by id (creates and patches merged). */
  runs: Map<string, ReceivedRun>;
  /** How many creates of each run id arrived (more than 1: re-sent; the run is still held, and counted, once). */
  creates: Map<string, number>;
  /** Ingest requests answered 409 because every run payload in them had been received before. */
  conflicts: number;
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
  /** Operations applied, as `post:{id}` / `patch:{id}`: each is applied once (LangSmith's idempotent ingest). */
  const applied = new Set<string>();
  /** Apply a create; false when this run's create was received before (counted, not applied again). */
  function create(run: Record<string, unknown>): boolean {
    const id = String(run.id);
    creates.set(id, (creates.get(id) ?? 0) + 1);
    if (applied.has(`post:${id}`)) return false;
    applied.add(`post:${id}`);
    runs.set(id, { ...runs.get(id), ...run, id } as ReceivedRun);
    project(run.session_name);
    return true;
  }
  /** Apply an update; false when this run's update was received before. */
  function patch(run: Record<string, unknown>): boolean {
    const id = String(run.id);
    if (applied.has(`patch:${id}`)) return false;
    applied.add(`patch:${id}`);
    runs.set(id, { ...runs.get(id), ...run, id } as ReceivedRun);
    return true;
  }
  /** The status of an ingest request that carried `n` run payloads, `fresh` of them new: 409 when none was. */
  const ingested = (n: number, fresh: number) => (n > 0 && fresh === 0 ? 409 : 202);
  const ALREADY = { error: 'Conflict: payload already received: payloads already received' };
  const stand = { conflicts: 0 };

  /** Apply a multipart ingest; returns how many run payloads it carried and how many were new. */
  async function multipart(req: http.IncomingMessage, body: Buffer): Promise<{ n: number; fresh: number }> {
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
    let fresh = 0;
    for (const run of posts.values()) if (create(run)) fresh++;
    for (const run of patches.values()) if (patch(run)) fresh++;
    return { n: posts.size + patches.size, fresh };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://standin');
        const answer = (status: number, body: unknown) => {
          requests.push({ method: req.method ?? '', path: url.pathname, status, headers: req.headers });
          const write = () => { if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)); };
          if (policy.answerAfterMs) setTimeout(write, policy.answerAfterMs);
          else write();
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
          const ingestAnswer = ({ n, fresh }: { n: number; fresh: number }) => {
            const status = ingested(n, fresh);
            if (status === 409) stand.conflicts++;
            return answer(status, status === 409 ? ALREADY : {});
          };
          if (req.method === 'POST' && url.pathname === '/runs/multipart') return ingestAnswer(await multipart(req, body));
          if (req.method === 'POST' && url.pathname === '/runs/batch') {
            const b = JSON.parse(body.toString('utf8')) as { post?: Record<string, unknown>[]; patch?: Record<string, unknown>[] };
            let fresh = 0;
            for (const r of b.post ?? []) if (create(r)) fresh++;
            for (const r of b.patch ?? []) if (patch(r)) fresh++;
            return ingestAnswer({ n: (b.post?.length ?? 0) + (b.patch?.length ?? 0), fresh });
          }
          if (req.method === 'POST' && url.pathname === '/runs') {
            return ingestAnswer({ n: 1, fresh: create(JSON.parse(body.toString('utf8')) as Record<string, unknown>) ? 1 : 0 });
          }
          if (req.method === 'PATCH' && url.pathname.startsWith('/runs/')) {
            const fresh = patch({ ...(JSON.parse(body.toString('utf8')) as Record<string, unknown>), id: url.pathname.slice('/runs/'.length) });
            return ingestAnswer({ n: 1, fresh: fresh ? 1 : 0 });
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
    get conflicts() { return stand.conflicts; },
    trace: (traceId) => [...runs.values()].filter((r) => r.trace_id === traceId),
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
