/**
 * A widget API client for tests and benchmarks: real HTTP, SSE parsed by `eventsource-parser` (sessions and turns
 * from src/cli/widget-client.ts, plus live streams).
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

export { openSession, sendMessage, type SseEvent, type WidgetSession } from '../../src/cli/widget-client.ts';
import type { SseEvent, WidgetSession } from '../../src/cli/widget-client.ts';

/** GET the conversation history. */
export async function getHistory(baseUrl: string, s: WidgetSession): Promise<any> {
  const res = await fetch(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/messages`, { headers: { authorization: `Bearer ${s.token}` } });
  return { status: res.status, body: await res.json() };
}

/** How long {@link LiveStream.next} waits for a matching event before it rejects, ms. */
const NEXT_TIMEOUT_MS = 30_000;

/**
 * An open SSE stream: `next(pred, timeoutMs)` takes the first matching event not taken yet (buffered or to come)
 * and rejects after `timeoutMs` (default 30 s) with the events that did arrive; `close()` aborts it.
 */
export type LiveStream = {
  status: number;
  next: (pred?: (e: SseEvent & { id?: string }) => boolean, timeoutMs?: number) => Promise<SseEvent & { id?: string }>;
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
    next: (pred = () => true, timeoutMs = NEXT_TIMEOUT_MS) => new Promise((resolve, reject) => {
      const i = buffered.findIndex(pred);
      if (i >= 0) return resolve(buffered.splice(i, 1)[0]!);
      if (failed) return reject(failed);
      const waiter = { pred, resolve: (e: SseEvent & { id?: string }) => { settle(); resolve(e); } };
      const fail = (err: Error) => { settle(); reject(err); };
      // A missed event fails the test with what did arrive, instead of waiting on the heartbeats forever.
      const timer = setTimeout(() => {
        const seen = buffered.map((e) => `${e.event} ${JSON.stringify(e.data).slice(0, 160)}`).join('\n  ');
        fail(new Error(`no matching event within ${timeoutMs} ms; unclaimed events:\n  ${seen || '(none)'}`));
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        rejecters.delete(fail);
        const w = waiters.indexOf(waiter);
        if (w >= 0) waiters.splice(w, 1);
      };
      rejecters.add(fail);
      waiters.push(waiter);
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
