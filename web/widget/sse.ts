/**
 * A small Server-Sent Events parser for `fetch` + `ReadableStream` (EventSource cannot POST).
 * Follows the WHATWG "event stream interpretation" rules that matter to Aisle: lines end in
 * LF, CRLF or CR; `:` starts a comment (heartbeat `: ping`); `event:` names the event
 * (default "message"); `data:` lines are joined with "\n"; a blank line dispatches; one leading
 * space after the colon is dropped; `id` and `retry` are ignored (Aisle streams do not resume).
 * Source: https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */

/** One dispatched event: its name and its raw data string (JSON in Aisle's streams). */
export type SseEvent = { event: string; data: string };

/** Incremental parser: feed decoded text chunks with `push`, then call `end` once. */
export type SseParser = { push(chunk: string): void; end(): void };

/** Create a parser that calls `onEvent` for every complete event, in order. */
export function createSseParser(onEvent: (e: SseEvent) => void): SseParser {
  let buf = '';
  let event = '';
  let data: string[] = [];
  let pendingCr = false;

  const line = (l: string): void => {
    if (l === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (l[0] === ':') return;
    const i = l.indexOf(':');
    const field = i < 0 ? l : l.slice(0, i);
    let value = i < 0 ? '' : l.slice(i + 1);
    if (value[0] === ' ') value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      // A CRLF split across chunks: drop the LF that follows a CR already handled.
      if (pendingCr && chunk[0] === '\n') chunk = chunk.slice(1);
      pendingCr = false;
      buf += chunk;
      let start = 0;
      for (let i = 0; i < buf.length; i++) {
        const c = buf[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buf.slice(start, i));
        if (c === '\r') {
          if (i + 1 === buf.length) pendingCr = true;
          else if (buf[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buf = buf.slice(start);
    },
    end() {
      // An unterminated final event is discarded, as the spec says.
      buf = '';
      event = '';
      data = [];
    },
  };
}

/**
 * Read a `text/event-stream` response body to its end, calling `onEvent` per event.
 * Resolves when the stream closes; rejects on a network error (or when the fetch is aborted).
 */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (e: SseEvent) => void): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const dec = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(dec.decode(value, { stream: true }));
  }
  parser.push(dec.decode());
  parser.end();
}
