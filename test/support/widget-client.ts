/**
 * A widget API client for tests and benchmarks: real HTTP, SSE parsed by `eventsource-parser`.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** A session as returned by POST /api/v1/widget/sessions. */
export type WidgetSession = { conversation_id: string; visitor_id: string; token: string; expires_at: string };
/** One SSE event with its JSON data parsed. */
export type SseEvent = { event: string; data: any };

/** Open a widget session for `store` on `baseUrl`. @throws Error on a non-201 answer */
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
 * trace before it closes the stream), null without one.
 */
export async function sendMessage(baseUrl: string, s: WidgetSession, text: string | null): Promise<{ status: number; events: SseEvent[]; problem?: any; headers: Headers; doneAt?: number | null }> {
  const path = text === null ? 'retry' : 'messages';
  const res = await fetch(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${s.token}` },
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

/** GET the conversation history. */
export async function getHistory(baseUrl: string, s: WidgetSession): Promise<any> {
  const res = await fetch(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/messages`, { headers: { authorization: `Bearer ${s.token}` } });
  return { status: res.status, body: await res.json() };
}

/** An open SSE stream: `next(pred)` takes the first matching event not taken yet (buffered or to come); `close()` aborts it. */
export type LiveStream = {
  status: number;
  next: (pred?: (e: SseEvent & { id?: string }) => boolean) => Promise<SseEvent & { id?: string }>;
  close: () => void;
};

/**
 * Open an SSE GET stream (`headers` e.g. authorization, cookie, last-event-id) and buffer its events.
 * @throws Error when the answer is not text/event-stream
 */
export async function openSse(url: string, headers: Record<string, string>): Promise<LiveStream> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ctrl.signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`not a stream: ${res.status} ${await res.text()}`);
  const buffered: (SseEvent & { id?: string })[] = [];
  const waiters: { pred: (e: SseEvent & { id?: string }) => boolean; resolve: (e: SseEvent & { id?: string }) => void }[] = [];
  let failed: Error | null = null;
  const rejecters = new Set<(e: Error) => void>();
  void (async () => {
    try {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const e = { event: value.event ?? 'message', data: JSON.parse(value.data), ...(value.id ? { id: value.id } : {}) };
        const i = waiters.findIndex((w) => w.pred(e));
        if (i >= 0) waiters.splice(i, 1)[0]!.resolve(e);
        else buffered.push(e);
      }
      throw new Error('stream ended');
    } catch (err) {
      failed = err instanceof Error ? err : new Error(String(err));
      for (const r of rejecters) r(failed);
    }
  })();
  return {
    status: res.status,
    next: (pred = () => true) => new Promise((resolve, reject) => {
      const i = buffered.findIndex(pred);
      if (i >= 0) return resolve(buffered.splice(i, 1)[0]!);
      if (failed) return reject(failed);
      rejecters.add(reject);
      waiters.push({ pred, resolve: (e) => { rejecters.delete(reject); resolve(e); } });
    }),
    close: () => ctrl.abort(),
  };
}

/** Open the widget's live channel of a session's conversation (GET …/events). */
export function openWidgetEvents(baseUrl: string, s: WidgetSession, lastEventId?: string): Promise<LiveStream> {
  return openSse(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/events`, {
    authorization: `Bearer ${s.token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
}
