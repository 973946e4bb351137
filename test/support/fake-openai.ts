/**
 * A fake OpenAI chat-completions server for tests: real HTTP on 127.0.0.1 (port 0), the wire format of
 * POST /v1/chat/completions (also /chat/completions) as typed by the `openai` npm package
 * (`ChatCompletion`, `ChatCompletionChunk`, `CompletionUsage`): non-streaming JSON, or SSE
 * `data: {chat.completion.chunk}\n\n` lines ending in `data: [DONE]`. It answers from a script: a queue
 * of planned responses consumed one per request, and records every request for assertions.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletion, ChatCompletionChunk, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';

/** A planned tool call: `arguments` is a JSON object (serialized by the fake) or an already-serialized string. */
export type PlannedToolCall = { name: string; arguments: Record<string, unknown> | string; id?: string };

/**
 * One planned answer:
 * - `{ text }`: an assistant text answer (streamed word by word);
 * - `{ toolCalls }`: assistant tool calls (arguments streamed in several pieces), optional leading `text`;
 * - `{ status }`: an HTTP error in OpenAI's `{ error: { message, type, code } }` shape;
 * - `{ delayMs }`: hang that long (longer than the client timeout) before answering with `then`
 *   (default a short text); the hang ends early when the client disconnects.
 * - `{ raw }`: garbage — `raw` sent as the body as it is, with `status` (200) and `contentType` (application/json);
 * - `{ text, stallAfterWords }`: stream that many words of `text`, then stop sending (the connection stays open
 *   until the client leaves): a provider that hangs mid-answer.
 * `usage` overrides the computed token counts on text/tool answers.
 */
export type PlannedResponse =
  | { text: string; usage?: Partial<CompletionUsage>; stallAfterWords?: number }
  | { raw: string; status?: number; contentType?: string }
  | { toolCalls: PlannedToolCall[]; text?: string; usage?: Partial<CompletionUsage> }
  | { status: number; message?: string }
  | { delayMs: number; then?: PlannedResponse };

/** The request body fields the fake reads (OpenAI `ChatCompletionCreateParams`, partially). */
export type RecordedBody = {
  model: string;
  messages: ChatCompletionMessageParam[];
  tools?: ChatCompletionTool[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean } | null;
  [key: string]: unknown;
};

/** One recorded request: path, headers (lower-case names) and parsed JSON body. */
export type RecordedRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: RecordedBody };

/** Options of {@link startFakeOpenAI}. */
export type FakeOpenAIOptions = {
  /** Characters per streamed tool-argument piece (default 7: any real argument spans several chunks). */
  argumentPieceChars?: number;
  /** Milliseconds between streamed chunks (default 0; a few ms makes chunk timing visible to clients). */
  chunkDelayMs?: number;
  /** Answers requests when no planned response is left (a scripted model that reacts to what it is sent). */
  respond?: (body: RecordedBody) => PlannedResponse;
};

/** A running fake. `url` has no trailing slash and no `/v1` (pass `${url}/v1` as the OpenAI base URL). */
export type FakeOpenAI = {
  url: string;
  /** Every request received on a chat-completions path, oldest first. */
  requests: RecordedRequest[];
  /** Append planned responses to the queue. */
  enqueue: (...responses: PlannedResponse[]) => void;
  /** Planned responses not yet consumed. */
  pending: () => number;
  /** Requests that arrived with the queue empty (answered 500 "no planned response"). */
  unplanned: () => number;
  /** Close the server and drop open (hanging) connections. Idempotent. */
  close: () => Promise<void>;
};

/** Rough token count used for the computed usage: 1 token per 4 characters, at least 1. */
function roughTokens(s: string): number {
  return Math.max(1, Math.ceil(s.length / 4));
}

/** Split text into word pieces, whitespace kept ("Hello there!" → ["Hello ", "there!"]). */
export function splitWords(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

/** Split a string into pieces of at most `n` characters. */
function splitEvery(s: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out.length ? out : [''];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(t); resolve(); }, { once: true });
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Start a fake OpenAI server answering from `script` (more can be queued later with `enqueue`). */
export async function startFakeOpenAI(script: PlannedResponse[] = [], opts: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const queue: PlannedResponse[] = [...script];
  const requests: RecordedRequest[] = [];
  const pieceChars = opts.argumentPieceChars ?? 7;
  const chunkDelayMs = opts.chunkDelayMs ?? 0;
  let unplanned = 0;
  let callSeq = 0;

  async function answer(plan: PlannedResponse, body: RecordedBody, res: ServerResponse, gone: AbortSignal): Promise<void> {
    if ('delayMs' in plan) {
      await sleep(plan.delayMs, gone);
      if (gone.aborted) return;
      return answer(plan.then ?? { text: 'This answer came too late.' }, body, res, gone);
    }
    if ('raw' in plan) {
      res.writeHead(plan.status ?? 200, { 'content-type': plan.contentType ?? 'application/json' });
      res.end(plan.raw);
      return;
    }
    if ('status' in plan) {
      const message = plan.message ?? `fake-openai planned error ${plan.status}`;
      const type = plan.status >= 500 ? 'server_error' : 'invalid_request_error';
      return sendJson(res, plan.status, { error: { message, type, param: null, code: null } });
    }
    const id = `chatcmpl-${randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;
    const text = plan.text ?? '';
    const calls = 'toolCalls' in plan
      ? plan.toolCalls.map((c) => ({ id: c.id ?? `call_${(++callSeq).toString().padStart(4, '0')}${randomBytes(6).toString('hex')}`, name: c.name, args: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) }))
      : [];
    const finish: 'stop' | 'tool_calls' = calls.length ? 'tool_calls' : 'stop';
    const prompt = roughTokens(JSON.stringify(body.messages ?? []) + JSON.stringify(body.tools ?? []));
    const completion = roughTokens(text + calls.map((c) => c.name + c.args).join(''));
    const usage: CompletionUsage = {
      prompt_tokens: plan.usage?.prompt_tokens ?? prompt,
      completion_tokens: plan.usage?.completion_tokens ?? completion,
      total_tokens: plan.usage?.total_tokens ?? (plan.usage?.prompt_tokens ?? prompt) + (plan.usage?.completion_tokens ?? completion),
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    };

    if (!body.stream) {
      const completionBody: ChatCompletion = {
        id, object: 'chat.completion', created, model, system_fingerprint: 'fp_fake',
        choices: [{
          index: 0, logprobs: null, finish_reason: finish,
          message: {
            role: 'assistant', content: text || (calls.length ? null : ''), refusal: null, annotations: [],
            ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args } })) } : {}),
          },
        }],
        usage,
      };
      return sendJson(res, 200, completionBody);
    }

    const includeUsage = body.stream_options?.include_usage === true;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = async (delta: ChatCompletionChunk.Choice.Delta, finishReason: ChatCompletionChunk.Choice['finish_reason'] = null) => {
      if (gone.aborted) return;
      const chunk: ChatCompletionChunk = {
        id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...(includeUsage ? { usage: null } : {}),
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (chunkDelayMs) await sleep(chunkDelayMs, gone);
    };
    // Role first (OpenAI sends role with empty content, or with content null when tool calls follow).
    await write({ role: 'assistant', content: calls.length && !text ? null : '', refusal: null });
    const stallAfter = 'stallAfterWords' in plan ? plan.stallAfterWords : undefined;
    for (const [i, piece] of splitWords(text).entries()) {
      if (stallAfter !== undefined && i >= stallAfter) return new Promise<void>((resolve) => gone.addEventListener('abort', () => resolve()));
      await write({ content: piece });
    }
    for (const [index, c] of calls.entries()) {
      await write({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] });
      for (const piece of splitEvery(c.args, pieceChars)) await write({ tool_calls: [{ index, function: { arguments: piece } }] });
    }
    await write({}, finish);
    if (gone.aborted) return;
    if (includeUsage) {
      const usageChunk: ChatCompletionChunk = { id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [], usage };
      res.write(`data: ${JSON.stringify(usageChunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
        return sendJson(res, 404, { error: { message: `fake-openai: no route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: 'not_found' } });
      }
      let body: RecordedBody;
      try {
        body = JSON.parse(await readBody(req)) as RecordedBody;
      } catch {
        return sendJson(res, 400, { error: { message: 'fake-openai: body is not JSON', type: 'invalid_request_error', param: null, code: null } });
      }
      requests.push({ path, headers: { ...req.headers }, body });
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      const plan = queue.shift() ?? opts.respond?.(body);
      if (!plan) {
        unplanned++;
        return sendJson(res, 500, { error: { message: 'fake-openai: no planned response left', type: 'server_error', param: null, code: null } });
      }
      await answer(plan, body, res, gone.signal);
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `fake-openai crashed: ${String(err)}`, type: 'server_error', param: null, code: null } });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...r) => { queue.push(...r); },
    pending: () => queue.length,
    unplanned: () => unplanned,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
