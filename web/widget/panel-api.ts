/**
 * The seam between the launcher (`widget.js`) and the lazily loaded panel (`widget/panel.js`).
 * panel.js exports `mount(ctx: PanelContext): PanelApi`.
 */
import type { Locale } from './strings.ts';
import type { WidgetConfig } from './types.ts';

/** What the launcher hands the panel when it loads it. */
export type PanelContext = {
  /** Element inside the widget's shadow root that the panel renders into. */
  slot: HTMLElement;
  /** The widget's shadow root (for focus checks and styles). */
  root: ShadowRoot;
  /** Base URL of the Aisle host, ending in "/" (from the script's src). */
  base: string;
  /** Store handle from `data-store`. */
  store: string;
  /** The store's widget config (or defaults when it could not be fetched). */
  config: WidgetConfig;
  /** localStorage, or undefined when the page blocks it. */
  storage: Storage | undefined;
  /** The widget's language ("en", "es"…: util.ts pickLocale) and its locale chunk, loaded with panel.js (null: English). */
  lang: string;
  locale: Locale | null;
  /** Ask the launcher to close the panel (it returns focus to the launcher). */
  close(): void;
};

/** What the panel gives back: show (optionally moving focus to the composer) and hide. */
export type PanelApi = { show(focus: boolean): void; hide(): void };
