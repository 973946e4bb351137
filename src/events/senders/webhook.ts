/**
 * HTTPS webhook sender: POST the envelope as JSON with `Aisle-Event-Id`, `Aisle-Event-Type` and
 * `Aisle-Signature` (crypto.ts). Any 2xx is success; redirects are not followed (the configured URL is the
 * receiver); anything else, a timeout or a network error is a failure to retry later.
 */
import { signWebhook } from '../crypto.ts';
import type { GuardedFetch } from '../../shared/outbound.ts';
import type { EventEnvelope } from '../types.ts';

/** Result of one POST: `statusCode` when a response arrived; `error` on failure (status line or network error). */
export type WebhookResult = { ok: boolean; statusCode: number | null; error: string | null };

/** Header names (lower-case on the wire). */
export const WEBHOOK_HEADERS = { id: 'Aisle-Event-Id', type: 'Aisle-Event-Type', signature: 'Aisle-Signature' } as const;

/**
 * POST `envelope` to `url`, signed with `secret`.
 * @param opts.timeoutMs abort after this many ms (default 10,000)
 * @param opts.nowS signature timestamp in unix seconds (default now)
 * @param opts.fetch the fetch to send with (the dispatcher's is shared/outbound.ts's guarded fetch; default global)
 */
export async function postWebhook(url: string, secret: string, envelope: EventEnvelope, opts: { timeoutMs?: number; nowS?: number; fetch?: GuardedFetch } = {}): Promise<WebhookResult> {
  const body = JSON.stringify(envelope);
  const t = opts.nowS ?? Math.floor(Date.now() / 1000);
  try {
    const res = await (opts.fetch ?? fetch)(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Aisle-Webhooks/1',
        [WEBHOOK_HEADERS.id]: envelope.id,
        [WEBHOOK_HEADERS.type]: envelope.type,
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, t, body),
      },
      body,
    });
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}` };
  } catch (err) {
    const e = err as Error & { cause?: unknown };
    const cause = e.cause as (Error & { code?: string }) | undefined;
    // A refused address (shared/outbound.ts) says which address and why; other network errors give their code.
    if ((e as { code?: string }).code === 'EOUTBOUND' || cause?.code === 'EOUTBOUND') return { ok: false, statusCode: null, error: `EOUTBOUND: ${(cause?.code === 'EOUTBOUND' ? cause : e).message}` };
    return { ok: false, statusCode: null, error: e.name === 'TimeoutError' ? 'timed out' : (cause?.code ?? cause?.message ?? e.message) };
  }
}
