/**
 * Aisle's chat panel (`/widget/panel.js`, Preact, budget 12 KB gzip with its CSS), loaded by the
 * launcher on first open and rendered into the widget's shadow root.
 *
 * Safety: model text is only ever rendered as text (Preact text nodes). The one HTML sink is
 * the server-rendered, server-sanitized `html` of a stored message, set with `Element.setHTML`
 * (HTML Sanitizer API) when the browser has it, else `innerHTML`.
 */
import { h, render } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ApiError, createClient, type StreamEvent } from './client.ts';
import type { PanelApi, PanelContext } from './panel-api.ts';
import css from './panel.css';
import type { AddToCart, Shop } from './shop.ts';
import { applyLocale, DEFAULT_GREETING, day, itemCount, s, statusText } from './strings.ts';
import type { Cart, Message, OrderCard, Part } from './types.ts';
import {
  counterText,
  isSendable,
  lastQuickReplies,
  MAX_CHARS,
  safeUrl,
} from './util.ts';

type Live = { text: string; parts: Part[] };
type Err = { text: string; mode: 'retry' | 'resend' | 'history' | null; wait: number };

/** Mount the panel for the launcher. Rendered hidden until `show`. */
export function mount(ctx: PanelContext): PanelApi {
  const style = document.createElement('style');
  style.textContent = css;
  ctx.root.prepend(style);
  applyLocale(ctx.lang, ctx.locale);
  const draw = (open: boolean, focus: boolean) => render(<Panel ctx={ctx} open={open} focus={focus} />, ctx.slot);
  draw(false, false);
  return { show: (focus) => draw(true, focus), hide: () => draw(false, false) };
}

function Panel({ ctx, open, focus }: { ctx: PanelContext; open: boolean; focus: boolean }) {
  const w = ctx.config.widget;
  const client = useRef(
    createClient({ base: ctx.base, store: ctx.store, storage: ctx.storage, pageUrl: location.href, locale: navigator.language }),
  ).current;
  const [msgs, setMsgs] = useState<Message[]>([]);
  const [live, setLive] = useState<Live | null>(null);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState<Err | null>(null);
  const [draft, setDraft] = useState('');
  const [cart, setCart] = useState<Cart | null>(null);
  const [shop, setShop] = useState<Shop | null>(null);
  // Conversation status from the live channel (and our own actions): drives the header buttons.
  const [status, setStatus] = useState('open');
  const themed = ctx.config.store.platform === 'shopify';
  const loaded = useRef(false);
  const seen = useRef(msgs);
  seen.current = msgs;
  const shopping = useRef(false);
  const lastText = useRef('');
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const loadHistory = () => {
    if (!client.hasConversation()) return;
    setErr(null);
    client.history().then((h) => {
      setMsgs(h.messages);
      // The answer to the last message was lost (the server stopped mid-turn): offer Retry, as after a failed turn.
      if (h.lastTurn === 'failed') setErr({ text: s('sorry'), mode: 'retry', wait: 0 });
    }, () => setErr({ text: s('history'), mode: 'history', wait: 0 }));
    if (!themed) client.cart().then(setCart, () => {});
  };

  const fail = (text: string) => setErr({ text, mode: null, wait: 0 });
  // Add a message unless the live channel already brought it.
  const push = (m: Message) => setMsgs((l) => (l.some((x) => x.id === m.id) ? l : [...l, m]));
  // Cart actions: the server prices everything; the bar shows its answer. A Shopify storefront's cart is the theme's.
  const add = (id: string, pid?: string) => (themed ? shop!.theme.add(pid ?? '') : client.add(id)).then(setCart, () => fail(s('sorry')));
  const drop = (id: string) => (themed ? shop!.theme.remove(id) : client.remove(id)).then(setCart, () => fail(s('sorry')));
  const x: Ext = { shop, add, rate: client.rate };
  const pay = () => themed ? shop!.theme.checkout() :
    client.checkout().then(
      (c) => {
        const u = safeUrl(c.url);
        if (u) location.assign(u);
      },
      () => fail(s('sorry')),
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open/focus changes only; loadHistory is stable in effect.
  useEffect(() => {
    if (open && !loaded.current) {
      loaded.current = true;
      loadHistory();
    }
    // The shopping UI loads once the panel is up (see shop.ts); a failed load is retried on the next open.
    if (open && !shopping.current) {
      shopping.current = true;
      import(`${ctx.base}widget/shop.js`).then(
        (m: typeof import('./shop.ts')) => {
          const lib = m.create({ h, useState, s, itemCount }, ctx.root);
          setShop(lib);
          if (themed) lib.theme.cart().then(setCart, () => {});
        },
        () => {
          shopping.current = false;
        },
      );
    }
    if (open && focus) input.current?.focus();
  }, [open, focus]);

  // Live channel while the panel is open: staff replies and notices arrive within a second, from any server.
  const has = msgs.length > 0 && client.hasConversation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: (re)opens only when the panel opens or a conversation starts.
  useEffect(() => {
    if (!open || !has) return;
    const ac = new AbortController();
    const add = ({ data }: StreamEvent) => {
      const m = data.message as Message;
      if (m) push(m);
      else if (typeof data.status === 'string') setStatus(data.status);
    };
    (async () => {
      while (!ac.signal.aborted)
        await client
          .events(seen.current.findLast((m) => m.created_at)?.id, add, ac.signal)
          .catch(() => new Promise((r) => setTimeout(r, 3000)));
    })();
    return () => ac.abort();
  }, [open, has]);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deps are the triggers (content changes), not values read.
  useLayoutEffect(() => {
    const l = list.current;
    if (l) l.scrollTop = l.scrollHeight;
  }, [msgs, live, err, busy]);

  // After a rate-limit wait, enable Retry (the line keeps its text: no per-second announcements).
  useEffect(() => {
    if (!err?.wait) return;
    const t = setTimeout(() => setErr({ ...err, wait: 0 }), err.wait * 1000);
    return () => clearTimeout(t);
  }, [err]);

  const run = async (go: (on: (e: StreamEvent) => void) => Promise<void>) => {
    let stored = false;
    let finished = false;
    let acc: Live = { text: '', parts: [] };
    setBusy(true);
    setErr(null);
    setLive(acc);
    const on = ({ event, data }: StreamEvent) => {
      if (event === 'metadata') stored = true;
      else if (event === 'delta' && typeof data.text === 'string') {
        acc = { ...acc, text: acc.text + data.text };
        setLive(acc);
      } else if (event === 'part' && data.part) {
        const part = data.part as Part;
        if (part.type === 'cart') setCart(part.cart);
        acc = { ...acc, parts: [...acc.parts, part] };
        setLive(acc);
      } else if (event === 'done') {
        // message is null when a person has taken over: the agent stays silent.
        finished = true;
        if (data.message) push(data.message as Message);
        setLive(null);
      } else if (event === 'error') {
        stored = finished = true;
        setErr({ text: s('sorry'), mode: 'retry', wait: 0 });
      }
    };
    try {
      await go(on);
      if (!finished) setErr({ text: s('sorry'), mode: 'retry', wait: 0 });
    } catch (e) {
      const a = e instanceof ApiError ? e : new ApiError(0, 'network');
      const mode = stored ? 'retry' : 'resend';
      if (a.status === 429) setErr({ text: s('slow', a.retryAfter), mode, wait: a.retryAfter });
      else setErr({ text: s(a.status ? 'sorry' : 'offline'), mode, wait: 0 });
    } finally {
      setLive(null);
      setBusy(false);
    }
  };

  const send = (text: string) => {
    if (busy || !isSendable(text)) return;
    lastText.current = text = text.trim();
    const local: Message = { id: `local-${Date.now()}`, role: 'shopper', text, html: null, parts: [], created_at: '' };
    setMsgs((m) => [...m, local]);
    setDraft('');
    void run((on) => client.send(text, on));
  };

  const retry = () => {
    if (!err) return;
    if (err.mode === 'history') return loadHistory();
    if (err.mode === 'retry') return void run(client.retry);
    // Not stored on the server: take back the failed bubble and send the text again.
    setMsgs((m) => m.slice(0, -1));
    setErr(null);
    send(lastText.current);
  };

  // Header actions: ask for a person, or end the chat (the notice asks for a rating).
  const act = (go: () => Promise<Message>, next: string, sorry: string) => {
    if (busy) return;
    setBusy(true);
    setErr(null);
    go()
      .then(
        (m) => {
          push(m);
          setStatus(next);
        },
        () => fail(sorry),
      )
      .finally(() => setBusy(false));
  };
  const handoff = () =>
    act(() => client.handoff().then((r) => r.message), 'handoff_requested', s('team'));
  const end = () => act(client.end, 'resolved', s('sorry'));

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      ctx.close();
    } else if (e.key === 'Tab' && matchMedia('(max-width: 480px)').matches) trap(e, dialog.current!, ctx.root);
  };

  const last = msgs[msgs.length - 1];
  const chips = busy ? [] : !msgs.length ? w.quickReplies : last?.role === 'agent' ? lastQuickReplies(last.parts) : [];
  const counter = counterText(draft.length);

  return (
    <div
      ref={dialog}
      class="p"
      role="dialog"
      aria-label={s('chatWith', w.agentName)}
      aria-modal={matchMedia('(max-width: 480px)').matches || undefined}
      hidden={!open}
      onKeyDown={onKey}
    >
      <header class="h">
        <div class="ti">
          <strong>{w.agentName}</strong>
          {ctx.config.store.name && <span>{ctx.config.store.name}</span>}
        </div>
        {status !== 'handoff_requested' && status !== 'human' && (
          <button type="button" class="hb" onClick={handoff} disabled={busy}>
            {s('talk')}
          </button>
        )}
        {has && status !== 'resolved' && status !== 'closed' && (
          <button type="button" class="hb" onClick={end} disabled={busy}>
            {s('end')}
          </button>
        )}
        <button type="button" class="hx" aria-label={s('close')} onClick={ctx.close}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-scrollable (WCAG 2.1.1). */}
      <div class="ls" ref={list} role="log" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label={s('messages')}>
        {w.greeting && <div class="m a">{w.greeting === DEFAULT_GREETING ? s('greeting') : w.greeting}</div>}
        {msgs.map((m) => (
          <Msg key={m.id} m={m} x={x} />
        ))}
        {live && (
          <div class="m a" aria-hidden="true">
            {live.text ? <p class="tx">{live.text}</p> : !live.parts.length && <Dots />}
            <Parts parts={live.parts} x={x} />
          </div>
        )}
        {err && (
          <div class="er" role="alert">
            <span>{err.text}</span>
            {err.mode && (
              <button type="button" onClick={retry} disabled={!!err.wait || busy}>
                {s('retry')}
              </button>
            )}
          </div>
        )}
      </div>
      {shop && !!cart?.itemCount && <shop.CartBar cart={cart} pay={pay} drop={drop} />}
      {chips.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend and borders for a row of chips.
        <div class="q" role="group" aria-label={s('suggested')}>
          {chips.map((c) => (
            <button type="button" key={c} onClick={() => send(c)}>
              {c}
            </button>
          ))}
        </div>
      )}
      <form
        class="f"
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
        }}
      >
        <textarea
          ref={input}
          rows={1}
          maxLength={MAX_CHARS}
          placeholder={s('placeholder')}
          aria-label={s('message')}
          aria-describedby={counter ? 'aisle-count' : undefined}
          value={draft}
          onInput={(e) => {
            const t = e.currentTarget;
            setDraft(t.value);
            t.style.height = 'auto';
            t.style.height = `${Math.min(t.scrollHeight, 120)}px`;
            const l = list.current;
            if (l) l.scrollTop = l.scrollHeight;
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
              e.preventDefault();
              send(draft);
            }
          }}
        />
        {counter && (
          <span id="aisle-count" class="n">
            {counter}
          </span>
        )}
        <button type="submit" class="s" aria-label={s('send')} disabled={busy || !isSendable(draft)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
          </svg>
        </button>
      </form>
    </div>
  );
}

/** Keep Tab inside the dialog (full-screen mode, where the page behind is covered). */
function trap(e: KeyboardEvent, box: HTMLElement, root: ShadowRoot) {
  const f = [...box.querySelectorAll<HTMLElement>('button:not([disabled]),a[href],textarea,[tabindex="0"]')];
  const first = f[0];
  const lastEl = f[f.length - 1];
  if (e.shiftKey && root.activeElement === first) {
    e.preventDefault();
    lastEl.focus();
  } else if (!e.shiftKey && root.activeElement === lastEl) {
    e.preventDefault();
    first.focus();
  }
}

function Dots() {
  return (
    <span class="d">
      <i />
      <i />
      <i />
    </span>
  );
}

/** Sends a thumbs up (1) or down (-1). */
type Rate = (v: 1 | -1) => Promise<unknown>;
/** The shopping UI once loaded (shop.ts), the panel's add-to-cart, and the rating call. */
type Ext = { shop: Shop | null; add: AddToCart; rate: Rate };

function Msg({ m, x }: { m: Message; x: Ext }) {
  const who = m.role === 'shopper' ? 'u' : m.role === 'system' ? 'sy' : 'a';
  return (
    <div class={`m ${who}`}>
      {m.author && <b class="st">{m.author}</b>}
      {m.html && m.role !== 'shopper' ? <Html html={m.html} /> : m.text && <p class="tx">{m.text}</p>}
      <Parts parts={m.parts} x={x} />
    </div>
  );
}

/** Server-sanitized HTML of a stored message (see file header). */
function Html({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current as HTMLDivElement & { setHTML?: (h: string) => void };
    if (el.setHTML) el.setHTML(html);
    else el.innerHTML = html;
    for (const a of el.querySelectorAll('a')) {
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
    }
  }, [html]);
  return <div class="md" ref={ref} />;
}

function Parts({ parts, x }: { parts: Part[]; x: Ext }) {
  const products = parts.filter((p) => p.type === 'product');
  return (
    <>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are append-only, never reordered.
        <PartLine key={i} p={p} x={x} />
      ))}
      {x.shop && products.length > 0 && <x.shop.Products parts={products} add={x.add} />}
    </>
  );
}

/** Non-product parts, in order (product parts are grouped into one scroller). Handoff notices are the message text. */
function PartLine({ p, x }: { p: Part; x: Ext }) {
  if (p.type === 'notice') return <p class="no">{p.text}</p>;
  if (p.type === 'order') return <Order o={p.order} />;
  if (p.type === 'checkout') return x.shop && <x.shop.Pay c={p.checkout} />;
  return p.type === 'rating' ? <Rating p={p} r={x.rate} /> : null;
}

/** Thumbs up/down once the conversation ended (the server keeps the first answer). */
function Rating({ p, r }: { p: { rating: 1 | -1 | null }; r: Rate }) {
  const [v, setV] = useState(p.rating);
  const pick = (n: 1 | -1) => {
    setV(n);
    r(n).catch(() => {});
  };
  return v ? (
    <p class="no">{s('thanks')}</p>
  ) : (
    // biome-ignore lint/a11y/useSemanticElements: two buttons in a row; a fieldset would add a legend and borders.
    <div class="q" role="group" aria-label={s('rate')}>
      <button type="button" aria-label={s('helpful')} onClick={() => pick(1)}>
        👍
      </button>
      <button type="button" aria-label={s('notHelpful')} onClick={() => pick(-1)}>
        👎
      </button>
    </div>
  );
}

function Order({ o }: { o: OrderCard }) {
  const status = [statusText(o.fulfillmentStatus) || s('unfulfilled'), statusText(o.financialStatus)].filter(Boolean).join(' · ');
  return (
    <div class="oc">
      <div class="oh">
        <strong>{s('order', o.name)}</strong>
        <span>{o.totalText}</span>
      </div>
      <div class="os">{status}</div>
      <ul>
        {o.lineItems.map((li, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: server-ordered, immutable list.
          <li key={i}>
            {li.quantity} × {li.title}
          </li>
        ))}
      </ul>
      {o.shipments.map((sh, i) => {
        const t = safeUrl(sh.trackingUrl);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: server-ordered, immutable list.
          <div key={i} class="sh">
            {[sh.carrier, statusText(sh.status), sh.estimatedDelivery && s('arrives', day(sh.estimatedDelivery.slice(0, 10)))]
              .filter(Boolean)
              .join(' · ')}
            {t && (
              <>
                {' '}
                <a href={t} target="_blank" rel="noopener noreferrer">
                  {s('track')}
                </a>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
