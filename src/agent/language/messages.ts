/**
 * The message catalog of the built-in local model's replies, in the six languages Aisle answers in (messages/*.ts),
 * formatted with `intl-messageformat` (FormatJS; ICU MessageFormat with CLDR plural rules through `Intl.PluralRules`).
 * English (messages/en.ts) is the source; a message missing in a language falls back to English. Money and dates are
 * formatted for the language with `Intl`.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { formatMoney as formatMinor, minorToDecimal } from '../../shared/money.ts';
import { isSupportedLanguage, type Language } from './detect.ts';
import { DE } from './messages/de.ts';
import { EN, type MessageId } from './messages/en.ts';
import { ES } from './messages/es.ts';
import { FR } from './messages/fr.ts';
import { IT } from './messages/it.ts';
import { PT } from './messages/pt.ts';

export type { MessageId } from './messages/en.ts';

const CATALOGS: Record<Language, Partial<Record<MessageId, string>>> = { en: EN, es: ES, fr: FR, de: DE, pt: PT, it: IT };
const compiled = new Map<string, IntlMessageFormat>();

/** Values a message takes: text or numbers (ICU `{name}`, `{count, plural, …}`, `{x, select, …}`). */
export type MessageValues = Record<string, string | number>;

/**
 * The text of message `id` in `lang` (an unsupported language gets English) with `values` put in.
 * @throws Error from intl-messageformat when a value the message needs is missing.
 */
export function t(lang: string | null | undefined, id: MessageId, values: MessageValues = {}): string {
  const l: Language = isSupportedLanguage(lang) ? lang : 'en';
  const source = CATALOGS[l][id] ?? EN[id];
  const lang_ = CATALOGS[l][id] !== undefined ? l : 'en';
  const key = `${lang_}\u0000${id}`;
  let f = compiled.get(key);
  if (!f) {
    f = new IntlMessageFormat(source, lang_);
    compiled.set(key, f);
  }
  return String(f.format(values));
}

/** Is there a translation of `id` in `lang` (English always has one)? */
export function hasMessage(lang: Language, id: MessageId): boolean {
  return CATALOGS[lang][id] !== undefined;
}

/** Every message id (the English catalog's keys). */
export const MESSAGE_IDS = Object.keys(EN) as MessageId[];

/** Each language's name in each language ("español", "French" …) for "I can only chat in …" (CLDR via Intl.DisplayNames). */
export function languageName(of: string, inLang: string): string {
  try {
    return new Intl.DisplayNames([isSupportedLanguage(inLang) ? inLang : 'en'], { type: 'language' }).of(of) ?? of;
  } catch {
    return of;
  }
}

/** A list joined for the language ("English, Spanish and French"; Intl.ListFormat, CLDR). */
export function formatList(items: string[], lang: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(isSupportedLanguage(lang) ? lang : 'en', { style: 'long', type }).format(items);
}

/**
 * Money in the currency's minor units for the language (shared/money.ts): `formatMoney(1999, 'USD', 'en')` → "$19.99",
 * `(5000, 'JPY', 'en')` → "¥5,000"; other languages in their own Intl form (`(1999, 'USD', 'es')` → "19,99 US$").
 */
export function formatMoney(cents: number, currency: string, lang: string): string {
  const locale = !isSupportedLanguage(lang) || lang === 'en' ? 'en-US' : lang;
  try {
    return formatMinor(cents, currency, locale);
  } catch {
    return `${minorToDecimal(cents, currency)} ${currency}`;
  }
}

/** A date (ISO 8601 string) for the language: English keeps "2026-11-03"; others "3 nov 2026" (Intl.DateTimeFormat, UTC). */
export function formatDate(iso: string, lang: string): string {
  if (!isSupportedLanguage(lang) || lang === 'en') return iso.slice(0, 10);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** Order statuses (Shopify's financial and fulfillment statuses) in each language; English humanizes the code. */
const STATUS_WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: { pending: 'pendiente', authorized: 'autorizado', paid: 'pagado', partially_paid: 'pagado en parte', refunded: 'reembolsado', partially_refunded: 'reembolsado en parte', voided: 'anulado', fulfilled: 'enviado', unfulfilled: 'sin enviar', partial: 'enviado en parte', partially_fulfilled: 'enviado en parte', restocked: 'repuesto', in_transit: 'en camino', delivered: 'entregado', out_for_delivery: 'en reparto', shipped: 'enviado' },
  fr: { pending: 'en attente', authorized: 'autorisé', paid: 'payé', partially_paid: 'payé en partie', refunded: 'remboursé', partially_refunded: 'remboursé en partie', voided: 'annulé', fulfilled: 'expédiée', unfulfilled: 'non expédiée', partial: 'expédiée en partie', partially_fulfilled: 'expédiée en partie', restocked: 'remis en stock', in_transit: 'en transit', delivered: 'livré', out_for_delivery: 'en cours de livraison', shipped: 'expédié' },
  de: { pending: 'ausstehend', authorized: 'autorisiert', paid: 'bezahlt', partially_paid: 'teilweise bezahlt', refunded: 'erstattet', partially_refunded: 'teilweise erstattet', voided: 'storniert', fulfilled: 'versendet', unfulfilled: 'nicht versendet', partial: 'teilweise versendet', partially_fulfilled: 'teilweise versendet', restocked: 'wieder eingelagert', in_transit: 'unterwegs', delivered: 'zugestellt', out_for_delivery: 'in Zustellung', shipped: 'versendet' },
  pt: { pending: 'pendente', authorized: 'autorizado', paid: 'pago', partially_paid: 'pago em parte', refunded: 'reembolsado', partially_refunded: 'reembolsado em parte', voided: 'anulado', fulfilled: 'enviado', unfulfilled: 'não enviado', partial: 'enviado em parte', partially_fulfilled: 'enviado em parte', restocked: 'devolvido ao estoque', in_transit: 'em trânsito', delivered: 'entregue', out_for_delivery: 'saiu para entrega', shipped: 'enviado' },
  it: { pending: 'in attesa', authorized: 'autorizzato', paid: 'pagato', partially_paid: 'pagato in parte', refunded: 'rimborsato', partially_refunded: 'rimborsato in parte', voided: 'annullato', fulfilled: 'spedito', unfulfilled: 'non spedito', partial: 'spedito in parte', partially_fulfilled: 'spedito in parte', restocked: 'rimesso in magazzino', in_transit: 'in transito', delivered: 'consegnato', out_for_delivery: 'in consegna', shipped: 'spedito' },
};

/** An order, payment or shipment status code in the language ("partially_refunded" → "partially refunded" / "reembolsado en parte"). */
export function statusText(code: string, lang: string): string {
  const key = code.toLowerCase();
  const words = isSupportedLanguage(lang) && lang !== 'en' ? STATUS_WORDS[lang][key] : undefined;
  return words ?? code.replace(/_/g, ' ').toLowerCase();
}
