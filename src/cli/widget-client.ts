/**
 * A widget API client over real HTTP and SSE (`eventsource-parser`), as the storefront widget speaks it: open a
 * session, post a message and read the streamed answer. Used by `aisle eval conversations`, the benchmarks and the
 * tests (test/support/widget-client.ts re-exports it).
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** A session as returned by POST /api/v1/widget/sessions. */
export type WidgetSession = { conversation_id: string; visitor_id: string; token: string; expires_at: string };
/** One SSE event with its JSON data parsed. */
export type SseEvent = { event: string; data: any };

/**
 * Open a widget session for `store` on `baseUrl`; `extra` joins the body (e.g. `locale`), `headers` the request.
 * @throws Error on a non-201 answer
 */
export async function openSession(baseUrl: string, store = 'demo', extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<WidgetSession> {
  const res = await fetch(`${baseUrl}/api/v1/widget/sessions`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ store, ...extra }),
  });
  if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
  return res.json() as Promise<WidgetSession>;
}

/**
 * POST a message (or a retry when `text` is null) and collect every SSE event until the stream ends. `doneAt`:
 * `performance.now()` when the `done` event arrived (the shopper sees the answer; the server may still be writing its
 * trace before it closes the stream), null without one. A non-SSE answer comes back as `problem` (its JSON body).
 * `headers` join the request's (e.g. `X-Forwarded-For` behind a trusted proxy).
 */
export async function sendMessage(baseUrl: string, s: WidgetSession, text: string | null, headers: Record<string, string> = {}): Promise<{ status: number; events: SseEvent[]; problem?: any; headers: Headers; doneAt?: number | null }> {
  const path = text === null ? 'retry' : 'messages';
  const res = await fetch(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${s.token}`, ...headers },
    body: text === null ? undefined : JSON.stringify({ text }),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, events: [], problem: await res.json(), headers: res.headers };
  }
  const events: SseEvent[] = [];
  let doneAt: number | null = null;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (value.event === 'done') doneAt = performance.now();
    events.push({ event: value.event ?? 'message', data: JSON.parse(value.data) });
  }
  return { status: res.status, events, headers: res.headers, doneAt };
}
