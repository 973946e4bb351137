/**
 * Aisle's eager launcher (`/widget.js`, budget 4 KB gzip). The whole install is
 * `<script src="https://HOST/widget.js" data-store="HANDLE" async></script>`.
 *
 * It runs once per page (guarded by `window.Aisle`), reads the store handle and its own base
 * URL from its script tag, fetches the store's widget config, draws the launcher bubble in a
 * shadow root (store CSS cannot reach it) and, on first open, loads `/widget/panel.js` with a
 * dynamic import. Merchants can theme through CSS custom properties set on the page:
 * `--aisle-primary`, `--aisle-on-primary`, `--aisle-focus`, `--aisle-font`.
 */
import css from './launcher.css';
import type { PanelApi, PanelContext } from './panel-api.ts';
import type { WidgetConfig } from './types.ts';
import type { Locale } from './strings.ts';
import { loadState, pickLocale, saveState, textOn } from './util.ts';

/** The launcher's label ("Chat with {agent name}") in the widget's languages (the rest is in the lazy locale chunk). */
const CHAT_WITH: Record<string, string> = { en: 'Chat with', es: 'Chatear con', fr: 'Discuter avec', de: 'Chat mit', pt: 'Conversar com', it: 'Chatta con' };

/** The one global a page sees: open, close or toggle the chat panel. */
export type AisleGlobal = { open(): void; close(): void; toggle(): void; version: string };

declare global {
  interface Window {
    Aisle?: AisleGlobal;
  }
}

const ICON_CHAT =
  '<svg class="c" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';
const ICON_X =
  '<svg class="x" viewBox="0 0 24 24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" d="M6 6l12 12M18 6 6 18"/></svg>';

/** Defaults used when the config cannot be fetched (network error, not 404). */
const FALLBACK: WidgetConfig = {
  store: { handle: '', name: '', currency: 'USD', locale: 'en', platform: 'local' },
  widget: {
    agentName: 'Assistant',
    greeting: 'Hi! How can I help?',
    primaryColor: '#1f6feb',
    textColor: null,
    launcherPosition: 'right',
    quickReplies: [],
  },
};

function boot(): void {
  if (window.Aisle) return;
  const script = (document.currentScript ??
    document.querySelector('script[data-store][src*="widget.js"]')) as HTMLScriptElement | null;
  const store = script?.dataset.store;
  if (!script || !store) return;
  const base = new URL('.', script.src).href;
  let ls: Storage | undefined;
  try {
    ls = localStorage;
  } catch {
    // Storage blocked (sandboxed frame, privacy mode): no persistence.
  }

  let button: HTMLButtonElement | undefined;
  let root: ShadowRoot | undefined;
  let wrap: HTMLDivElement | undefined;
  let panel: PanelApi | Promise<PanelApi | undefined> | undefined;
  let config: WidgetConfig | undefined;
  let isOpen = false;
  let pending: boolean | undefined; // an open/close asked for before the launcher was drawn

  let lang = 'en';
  // The panel and, in parallel, its words in the widget's language (a failed locale chunk leaves the panel in English).
  const loadPanel = (): Promise<PanelApi | undefined> =>
    Promise.all([
      import(`${base}widget/panel.js`),
      lang === 'en' ? null : import(`${base}widget/locale-${lang}.js`).catch(() => null),
    ])
      .then(([m, l]: [{ mount(ctx: PanelContext): PanelApi }, { default: Locale } | null]) => {
        const slot = document.createElement('div');
        wrap?.append(slot);
        panel = m.mount({ slot, root: root as ShadowRoot, base, store, config: config as WidgetConfig, storage: ls, close, lang, locale: l?.default ?? null });
        return panel;
      })
      .catch((e: unknown) => {
        console.warn('[aisle] panel failed to load', e);
        panel = undefined;
        return undefined;
      });

  const setOpen = async (open: boolean, focus: boolean): Promise<void> => {
    if (!button) {
      pending = open;
      return;
    }
    if (open === isOpen) return;
    isOpen = open;
    button.setAttribute('aria-expanded', String(open));
    saveState(ls, store, { open });
    if (open) {
      button.setAttribute('aria-busy', 'true');
      panel ??= loadPanel();
      const p = await panel;
      button.removeAttribute('aria-busy');
      if (!p) {
        isOpen = false;
        button.setAttribute('aria-expanded', 'false');
        return;
      }
      if (isOpen) p.show(focus);
    } else {
      const hadFocus = !!root!.activeElement;
      (await panel)?.hide();
      if (hadFocus) button.focus();
    }
  };
  function close(): void {
    void setOpen(false, true);
  }

  window.Aisle = {
    open: () => void setOpen(true, true),
    close,
    toggle: () => void setOpen(!isOpen, true),
    version: '1',
  };

  const draw = (cfg: WidgetConfig): void => {
    config = cfg;
    const w = cfg.widget;
    lang = pickLocale(navigator.languages ?? [navigator.language], cfg.store.locale);
    // A custom element name (page rules for div/span miss it) with !important inline reset.
    const host = document.createElement('aisle-widget');
    host.id = 'aisle-widget';
    host.style.cssText = 'all:initial!important';
    root = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = css;
    wrap = document.createElement('div');
    wrap.className = w.launcherPosition === 'left' ? 'w l' : 'w';
    // Merchant-set custom properties win; the store's config colour is the fallback.
    const color = /^#[0-9a-f]{3,8}$/i.test(w.primaryColor) ? w.primaryColor : '#1f6feb';
    wrap.style.setProperty('--ap', `var(--aisle-primary, ${color})`);
    const on = w.textColor && /^#[0-9a-f]{6}$/i.test(w.textColor) ? w.textColor : textOn(color);
    wrap.style.setProperty('--aon', `var(--aisle-on-primary, ${on})`);
    button = document.createElement('button');
    button.type = 'button';
    button.className = 'b';
    button.setAttribute('aria-label', `${CHAT_WITH[lang]} ${w.agentName || 'us'}`);
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-expanded', 'false');
    button.innerHTML = ICON_CHAT + ICON_X; // static markup, no data
    button.onclick = () => void setOpen(!isOpen, true);
    wrap.append(button);
    root.append(style, wrap);
    document.body.append(host);
    const want = pending ?? loadState(ls, store).open;
    // Reopened after a reload: restore the panel without stealing focus from the page.
    if (want) void setOpen(true, pending !== undefined);
  };

  fetch(`${base}api/v1/widget/stores/${encodeURIComponent(store)}/config`)
    .then((r) => (r.ok ? (r.json() as Promise<WidgetConfig>) : r.status === 404 ? null : FALLBACK))
    .catch(() => FALLBACK)
    .then((cfg) => {
      if (!cfg) return console.warn(`[aisle] unknown store "${store}"`);
      if (document.body) draw(cfg);
      else document.addEventListener('DOMContentLoaded', () => draw(cfg));
    });
}

boot();
