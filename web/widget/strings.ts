/**
 * The widget's own words (buttons, labels, status lines, errors, the rating prompt, product cards and the cart).
 * English is built into the panel; another language is a small lazy chunk (`/widget/locale-<lang>.js`, built from
 * web/widget/locales/*.ts, budget 1 KB Brotli) that the panel loads on open and merges over these (see
 * {@link loadStrings}). Placeholders are positional: `{0}`, `{1}`. The agent's own answers come from the server's
 * message catalog (src/agent/language), in the language of each message.
 */
export const S = {
  greeting: 'Hi! I can help you find products, answer questions and track orders.',
  talk: 'Talk to a person',
  end: 'End chat',
  close: 'Close chat',
  chatWith: 'Chat with {0}',
  messages: 'Messages',
  retry: 'Retry',
  suggested: 'Suggested replies',
  placeholder: 'Ask about products or your order…',
  message: 'Message',
  send: 'Send',
  thanks: 'Thanks for your feedback!',
  rate: 'Rate this conversation',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  order: 'Order {0}',
  unfulfilled: 'Unfulfilled',
  arrives: 'arrives {0}',
  track: 'Track package',
  sorry: 'Sorry, something went wrong. Please try again.',
  offline: "We couldn't reach the store. Check your connection and try again.",
  history: "We couldn't load your conversation.",
  team: "We couldn't reach the team just now. Please try again.",
  slow: "You're sending messages quickly, try again in {0} s",
  products: 'Products',
  option: 'Option of {0}',
  soldOut: 'sold out',
  add: 'Add to cart',
  addLabel: 'Add to cart: {0}',
  view: 'View',
  viewLabel: 'View {0}',
  noPrice: 'Price not listed',
  cart: 'Cart: {0} · {1}',
  item: '{0} item',
  items: '{0} items',
  remove: 'Remove',
  removeLabel: 'Remove {0}',
  checkout: 'Checkout',
  pay: 'Pay {0}',
  testMode: ' (test mode)',
  paid: 'Paid · order {0}',
  expired: 'This checkout has expired.',
};

/** A string's id. */
export type StringId = keyof typeof S;

/** What a locale chunk exports: its strings, and words for order/payment/shipment status codes ("in_transit"). */
export type Locale = { strings: Record<StringId, string>; statuses: Record<string, string> };

/** Status words of the loaded locale (English: none; {@link statusText} falls back to the code's own words). */
const STATUSES: Record<string, string> = {};

/** The widget's current language (BCP 47 base: "en", "es"…), for plural rules. */
let lang = 'en';

/** The string `id` with `{0}`, `{1}` filled in by `values`. */
export function s(id: StringId, ...values: (string | number)[]): string {
  return S[id].replace(/\{(\d)\}/g, (_, i: string) => String(values[Number(i)] ?? ''));
}

/** "1 item" / "3 items" ("1 artículo", "0 article" in French: CLDR plural rules through Intl.PluralRules). */
export function itemCount(n: number): string {
  return s(new Intl.PluralRules(lang).select(n) === 'one' ? 'item' : 'items', n);
}

/**
 * Words for a status code in the widget's language ("partially_fulfilled" → "Partially fulfilled" in English,
 * "Enviado en parte" in Spanish); codes the locale does not know get their own words.
 */
export function statusText(code: string | null | undefined): string {
  if (!code) return '';
  const t = STATUSES[code.toLowerCase()] ?? code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** An ISO date ("2026-11-20") as the widget's language writes it ("Nov 20, 2026", "20 nov 2026"). */
export function day(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: iso.length === 10 ? 'UTC' : undefined }).format(d);
}

/** The greeting the store has when the merchant never changed it (src/stores/service.ts): shown in the widget's language. */
export const DEFAULT_GREETING = S.greeting;

/**
 * Use a locale chunk (loaded by the launcher next to panel.js, see launcher.ts): its words replace the English ones.
 * `null` (English, or a chunk that failed to load) keeps English.
 */
export function applyLocale(language: string, locale: Locale | null): void {
  if (!locale) return;
  Object.assign(S, locale.strings);
  Object.assign(STATUSES, locale.statuses);
  lang = language;
}
