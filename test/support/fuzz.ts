/**
 * Property-based HTTP fuzzing generated from Aisle's own OpenAPI document (`/api/v1/openapi.json`), with fast-check.
 * Every operation of the document gets requests carrying hostile input: NUL and lone surrogates, 1 MB strings, deep
 * nesting, wrong types, huge numbers, bad UUIDs and cursors, malformed JSON, wrong content types and bad auth
 * headers, with valid auth otherwise (staff cookie + CSRF token for `/api/v1/admin|auth/*`, the widget token for
 * `/api/v1/widget/conversations/*`). Used by test/fuzz.test.ts (a sample in `npm test`) and bench/fuzz.ts (≥ 20,000
 * requests). A request that writes (POST/PUT/PATCH/DELETE) always carries one defect that must get it refused
 * (`mustReject`), so after a run the stored data must be exactly what it was.
 */
import fc from 'fast-check';
import { ERROR_STATUS } from '../../src/shared/errors.ts';

/** A JSON Schema node of the OpenAPI document (the subset zod emits). */
type Schema = {
  $ref?: string; type?: string | string[]; format?: string; enum?: unknown[]; const?: unknown; pattern?: string;
  minLength?: number; maxLength?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number;
  items?: Schema; minItems?: number; maxItems?: number; properties?: Record<string, Schema>; required?: string[];
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; default?: unknown;
};
type OpenApi = { paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>; components?: { schemas?: Record<string, Schema> } };
type Param = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };

/** One operation of the document, as the fuzzer sees it. `auth`: which credentials a valid request carries. */
export type FuzzOperation = {
  method: string; path: string; params: Param[]; body: { mediaType: string; schema: Schema } | null;
  auth: 'staff' | 'widget' | 'none';
};

/** Credentials and real ids the generated requests use where they are not the defect. */
export type FuzzContext = {
  staffCookie: string; csrfToken: string;
  widgetToken: string;
  /** Real ids by path parameter, keyed `<path template> <param>` or just `<param>` (e.g. `handle` → `demo`). */
  ids: Record<string, string>;
};

/** One generated request. `defect` names what is wrong with it; `mustReject`: a 2xx/3xx answer is a finding. */
export type FuzzRequest = {
  op: FuzzOperation; method: string; url: string; headers: Record<string, string>; body: string | undefined;
  defect: string; mustReject: boolean;
};

/** What one answer was judged: `problem` names the broken rule, null when the answer is acceptable. */
export type FuzzVerdict = { status: number; problem: string | null };

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const MB = 1_000_000;

/** Every operation of the document, with the credentials its path needs. */
export function operationsOf(doc: OpenApi): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = op.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      const auth = /^\/api\/v1\/(admin|auth)\//.test(path) ? 'staff' : /^\/api\/v1\/widget\/conversations\//.test(path) ? 'widget' : 'none';
      out.push({ method, path, params: op.parameters ?? [], body: mediaType ? { mediaType, schema: content[mediaType]!.schema } : null, auth });
    }
  }
  return out;
}

/** Strings no input should break on: NUL, lone surrogates, RTL override, markup, SQL, traversal, encodings. */
const nastyString = fc.constantFrom(
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '😀🛒', '\u202e\u0007\u001b[2J', '<script>alert(1)</script>',
  "' OR 1=1 --", '../../etc/passwd', '%00', '%', '\\', '{{7*7}}', '${jndi:ldap://x}', ' ', '', 'Ω'.repeat(300),
  '\r\nSet-Cookie: x=1', 'null', '[]', '-1', '1e999',
);
const hugeString = fc.constantFrom('x'.repeat(MB), '\u00e9'.repeat(MB / 2), 'a\u0000'.repeat(1000));
const badUuid = fc.constantFrom(
  'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-fffffffffffff', '1', '-1', "' OR 1=1",
  '%00', '%ED%A0%80', '..', '%2e%2e', 'ÿ', 'x'.repeat(5000), crypto.randomUUID(),
);
const badCursor = fc.constantFrom('!!!', 'eyJ4IjoxfQ', 'e30', 'bnVsbA', 'W10', 'AAAA', '%00', 'x'.repeat(3000), '-1', '9999999999999999999999');
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 0.1 + 0.2, -0, 1e-320, 9.999e20);
const wrongScalar = fc.oneof(fc.constant(null), fc.boolean(), fc.constant([]), fc.constant({}), hugeNumber, fc.constant('NaN'));

/** A hostile value for a node of type `type`: always of the wrong type or carrying NUL, so validation must refuse it. */
function definitelyInvalid(s: Schema): fc.Arbitrary<unknown> {
  const t = typeOf(s);
  if (t === 'string') {
    const bad = fc.oneof(fc.constantFrom(123, true, null, [], {}), fc.constant('a\u0000b'), fc.constant({ $ne: null }));
    // In a query string `true` is sent as "true": not a defect where the enum allows it (`?publish=true`).
    return s.enum ? bad.filter((v) => !s.enum!.includes(String(v))) : bad;
  }
  if (t === 'integer' || t === 'number') return fc.constantFrom('12abc', 'NaN', true, null, [], { $gt: 0 }, '\u0000');
  if (t === 'boolean') return fc.constantFrom('true\u0000', 2, null, [], {});
  if (t === 'array') return fc.constantFrom('[]', 7, { length: 1 }, '\u0000');
  return fc.constantFrom('x', 7, ['x'], '\u0000');
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.map(typeOf).find((t) => t && t !== 'null');
  if (s.properties) return 'object';
  return undefined;
}

/** Generators built over one document (its `$ref`s resolved). */
export function createFuzzer(doc: OpenApi, ctx: FuzzContext) {
  const resolve = (s: Schema | undefined): Schema => {
    let cur = s ?? {};
    for (let i = 0; cur.$ref && i < 10; i++) cur = doc.components?.schemas?.[cur.$ref.split('/').pop()!] ?? {};
    if (cur.allOf) return Object.assign({}, ...cur.allOf.map(resolve));
    return cur;
  };

  /** A plausible value for a node (valid for simple schemas; hostile strings mixed in where the type allows). */
  const plausible = (raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    const s = resolve(raw);
    const alt = s.anyOf ?? s.oneOf;
    if (alt) return fc.oneof(...alt.map((a) => plausible(a, depth + 1)));
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const t = typeOf(s);
    if (t === 'string') {
      if (s.format === 'uuid') return fc.oneof(fc.uuid(), badUuid);
      if (s.format === 'email') return fc.oneof(fc.emailAddress(), nastyString);
      if (s.format === 'date-time') return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.constantFrom('2026-13-45T99:99:99Z', 'yesterday'));
      if (s.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('https://169.254.169.254/', 'javascript:alert(1)', 'https://[::1]/x'));
      return fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: s.maxLength ?? 40, unit: 'binary' }) }, { weight: 2, arbitrary: nastyString }, { weight: 1, arbitrary: hugeString });
    }
    if (t === 'integer') return fc.oneof(fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 }), hugeNumber);
    if (t === 'number') return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hugeNumber);
    if (t === 'boolean') return fc.boolean();
    if (t === 'array') return depth > 4 ? fc.constant([]) : fc.array(plausible(s.items, depth + 1), { maxLength: 4 });
    if (t === 'object') {
      if (depth > 4 || !s.properties) return fc.constant({});
      const props = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, plausible(v, depth + 1)]));
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    return fc.oneof(wrongScalar, nastyString);
  };

  const idFor = (op: FuzzOperation, name: string): string => ctx.ids[`${op.path} ${name}`] ?? ctx.ids[name] ?? crypto.randomUUID();

  /** The operation's path with real ids (or `override` for one parameter), percent-encoded. */
  const pathOf = (op: FuzzOperation, override?: [string, string]): string =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent((override?.[0] === name ? override[1] : idFor(op, name)).toWellFormed()));

  const authHeaders = (op: FuzzOperation): Record<string, string> => {
    if (op.auth === 'staff') return { cookie: ctx.staffCookie, ...(UNSAFE.has(op.method) ? { 'x-csrf-token': ctx.csrfToken } : {}) };
    if (op.auth === 'widget') return { authorization: `Bearer ${ctx.widgetToken}` };
    return {};
  };

  const queryOf = (pairs: Array<[string, unknown]>): string => {
    const q = new URLSearchParams();
    for (const [k, v] of pairs) if (v !== undefined) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const s = q.toString();
    return s ? `?${s}` : '';
  };

  const plausibleQuery = (op: FuzzOperation): fc.Arbitrary<Array<[string, unknown]>> => {
    const qs = op.params.filter((p) => p.in === 'query');
    if (qs.length === 0) return fc.constant([]);
    return fc.tuple(...qs.map((p) => fc.option(/cursor|before_id/.test(p.name) ? badCursor : plausible(p.schema), { nil: undefined }).map((v) => [p.name, v] as [string, unknown])));
  };

  const bodyText = (v: unknown) => JSON.stringify(v);

  /** Requests for one operation, each with one defect (a writing request's defect always gets it refused). */
  const requests = (op: FuzzOperation): fc.Arbitrary<FuzzRequest> => {
    const unsafe = UNSAFE.has(op.method);
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    const bodySchema = op.body ? resolve(op.body.schema) : null;
    const isJson = op.body?.mediaType === 'application/json';
    // Fields whose type is known (a wrong-typed value for an untyped field could be valid).
    const props = bodySchema?.properties ? Object.entries(bodySchema.properties).filter(([, v]) => typeOf(resolve(v)) !== undefined) : [];
    const base = (over: Partial<FuzzRequest> & { defect: string; mustReject: boolean }): FuzzRequest => ({
      op, method: op.method.toUpperCase(), url: pathOf(op), headers: authHeaders(op), body: undefined, ...over,
    });
    const validBody = bodySchema && isJson ? plausible(bodySchema).map(bodyText) : fc.constant(undefined);
    const json = (h: Record<string, string>) => ({ ...h, 'content-type': 'application/json' });
    const kinds: Array<fc.Arbitrary<FuzzRequest>> = [];

    if (pathParams.length > 0) {
      kinds.push(fc.tuple(fc.constantFrom(...pathParams), fc.oneof(badUuid, nastyString.filter((x) => x !== '')), validBody, plausibleQuery(op)).map(([p, bad, body, q]) =>
        base({ url: pathOf(op, [p.name, bad]) + queryOf(q), headers: body !== undefined ? json(authHeaders(op)) : authHeaders(op), body, defect: `path ${p.name}`, mustReject: true })));
    }
    if (queryParams.length > 0) {
      kinds.push(fc.tuple(fc.constantFrom(...queryParams), plausibleQuery(op)).chain(([p, q]) =>
        fc.oneof(definitelyInvalid(resolve(p.schema)), nastyString, badCursor, hugeString, hugeNumber).map((bad) =>
          base({ url: pathOf(op) + queryOf([...q.filter(([k]) => k !== p.name), [p.name, bad]]), defect: `query ${p.name}`, mustReject: unsafe }))));
      // The same parameter twice (`?limit=1&limit=x`): arrays where a scalar is expected.
      kinds.push(fc.constantFrom(...queryParams).map((p) => base({ url: `${pathOf(op)}?${p.name}=1&${p.name}=%00x`, defect: `query ${p.name} repeated`, mustReject: true })));
    }
    if (bodySchema && isJson) {
      if (props.length > 0) {
        kinds.push(fc.tuple(fc.constantFrom(...props), plausible(bodySchema)).chain(([[name, s], body]) =>
          definitelyInvalid(resolve(s)).map((bad) => base({
            headers: json(authHeaders(op)), body: bodyText({ ...(body as object), [name]: bad }), defect: `body ${name}`, mustReject: true,
          }))));
      }
      const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
      // A 1 MB `{}` is a defect only when the body has required fields: where `{}` is a valid body (take over, retry,
      // resolve …) the request is accepted and writes, which is not what this generator is for.
      const padded = (bodySchema.required?.length ?? 0) > 0 ? ['{}'.padEnd(MB, ' ')] : [];
      kinds.push(fc.constantFrom('[]', '7', '"x"', 'null', '{"a":', '{"a":1,}', "{'a':1}", '\u0000', deep(100_000), `{"x":${deep(50)}}`, `"${'\\ud800'.repeat(10)}"`, ...padded)
        .map((text) => base({ headers: json(authHeaders(op)), body: text, defect: 'body shape', mustReject: true })));
      if ((bodySchema.required?.length ?? 0) > 0) {
        kinds.push(fc.tuple(validBody, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/jsonx', 'json')).map(([body, type]) =>
          base({ headers: { ...authHeaders(op), ...(type ? { 'content-type': type } : {}) }, body, defect: `content-type ${type || 'none'}`, mustReject: true })));
      }
    } else if (op.body) {
      // Multipart and form routes: garbage in their own type, and JSON where a form is expected.
      kinds.push(fc.constantFrom(
        [op.body.mediaType.startsWith('multipart') ? 'multipart/form-data; boundary=zz' : op.body.mediaType, '--zz\r\nContent-Disposition: form-data; name="not-the-file"; filename="a.csv"\r\n\r\n\u0000\u0000\r\n--zz--'],
        ['application/json', '{"file":"x"}'], [op.body.mediaType, '%00=%00&a=%ZZ'],
      ).map(([type, text]) => base({ headers: { ...authHeaders(op), 'content-type': type! }, body: text, defect: `${op.body!.mediaType} garbage`, mustReject: true })));
    }
    // Credentials: a stranger's or garbage token, no CSRF header on a write (every one of them must be refused).
    if (op.auth === 'widget') {
      kinds.push(fc.constantFrom('Bearer x', 'Bearer ', 'Basic YTpi', `Bearer ${ctx.widgetToken}x`, 'Bearer eyJhbGciOiJub25lIn0.e30.').map((a) =>
        base({ headers: { authorization: a }, defect: 'authorization', mustReject: true })));
    }
    if (op.auth === 'staff' && unsafe) {
      kinds.push(fc.constantFrom('', 'x', ctx.csrfToken.slice(1)).map((t) => base({
        headers: { cookie: ctx.staffCookie, ...(t ? { 'x-csrf-token': t } : {}) }, defect: 'csrf', mustReject: true,
      })));
    }
    // Hostile headers on an otherwise plausible read (last-event-id for streams, a long request id, odd Accept).
    if (!unsafe) {
      kinds.push(fc.tuple(plausibleQuery(op), fc.constantFrom('-1', 'x'.repeat(5000), '99999999999999999999', 'abc', '0')).map(([q, h]) =>
        base({ url: pathOf(op) + queryOf(q), headers: { ...authHeaders(op), 'last-event-id': h, 'x-request-id': h, accept: '*/*;q=x' }, defect: 'headers', mustReject: false })));
    }
    if (kinds.length === 0) {
      // Nothing to break but the method itself: an unknown method on the path.
      kinds.push(fc.constant(base({ method: 'PATCH', headers: authHeaders(op), defect: 'method', mustReject: true })));
    }
    return fc.oneof(...kinds);
  };

  return { requests, resolve };
}

/** All operations' requests, evenly mixed. */
export function requestsOf(doc: OpenApi, ctx: FuzzContext, ops = operationsOf(doc)): fc.Arbitrary<FuzzRequest> {
  const f = createFuzzer(doc, ctx);
  return fc.oneof(...ops.map((op) => f.requests(op)));
}

/**
 * Send one request and judge the answer: never 5xx; every 4xx is `application/problem+json` whose `code` is one
 * of PRODUCT.md §8's and whose `status` is the HTTP status; a `mustReject` request is refused (≥ 400). A 200
 * `text/event-stream` answer is cancelled once its headers arrive.
 */
export async function sendAndJudge(baseUrl: string, r: FuzzRequest, timeoutMs = 30_000): Promise<FuzzVerdict> {
  const send = () => fetch(`${baseUrl}${r.url}`, {
    method: r.method, headers: r.headers, body: r.body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs),
  });
  // A kept-alive connection that the server closed after its previous answer (it does after refusing a body it
  // did not read) resets when reused: that request never reached the server, so it is sent once more. A request of
  // megabytes written on such a connection fails with EPIPE rather than a reset. (A server that closed a connection
  // while its own request was still being written also gave EPIPE: body-limits.test.ts checks that one directly.)
  const res = await send().catch((err: Error & { cause?: { code?: string } }) => {
    if (err.cause?.code === 'ECONNRESET' || err.cause?.code === 'UND_ERR_SOCKET' || err.cause?.code === 'EPIPE') return send();
    throw err;
  });
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    await res.body?.cancel().catch(() => {});
    return { status: res.status, problem: r.mustReject ? 'a stream was opened for a request that must be refused' : null };
  }
  const text = await res.text();
  if (res.status >= 500) return { status: res.status, problem: `5xx: ${text.slice(0, 300)}` };
  if (res.status >= 400) {
    if (!type.startsWith('application/problem+json')) return { status: res.status, problem: `not problem+json (${type}): ${text.slice(0, 200)}` };
    let doc: { code?: string; status?: number };
    try {
      doc = JSON.parse(text);
    } catch {
      return { status: res.status, problem: 'problem document is not JSON' };
    }
    if (!doc.code || !(doc.code in ERROR_STATUS)) return { status: res.status, problem: `unknown code ${doc.code}` };
    if (doc.status !== res.status) return { status: res.status, problem: `problem status ${doc.status} ≠ ${res.status}` };
    return { status: res.status, problem: null };
  }
  if (r.mustReject) return { status: res.status, problem: `accepted (${res.status}) although it carries a defect: ${text.slice(0, 200)}` };
  return { status: res.status, problem: null };
}

/** Short description of a request for failure messages (bodies cut to 200 characters). */
export function describeRequest(r: FuzzRequest): string {
  const body = (r.body ?? '').slice(0, 200);
  return `${r.method} ${r.url.slice(0, 300)} [${r.defect}] ${JSON.stringify(r.headers).slice(0, 200)} ${JSON.stringify(body)}`;
}
