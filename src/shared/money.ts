/**
 * Money: every amount in Aisle is an integer in the currency's **minor units** (ISO 4217's exponent: USD 2 → cents,
 * JPY 0 → yen, KWD 3 → fils), with an ISO 4217 code beside it. This module is the one place that knows how many
 * minor digits a currency has (from `Intl.NumberFormat`, whose CLDR data follows ISO 4217) and that turns amounts
 * into text and text into amounts. Pure and dependency-free: the server, the admin (web/admin) and tests import it.
 */

/** ISO 4217 codes this runtime knows (`Intl.supportedValuesOf('currency')`), e.g. `USD`, `JPY`, `KWD`. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');
const KNOWN = new Set(CURRENCIES);

/** True for an upper-case ISO 4217 code this runtime can format (`USD`, `JPY`, `KWD`; not `usd`, `XYZ`). */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && KNOWN.has(code);
}

const digitsCache = new Map<string, number>();

/**
 * Minor digits of a currency: USD 2, EUR 2, JPY 0, KRW 0, KWD 3, BHD 3 (ISO 4217's exponent, via Intl).
 * @throws RangeError for a code that is not a currency (`Intl.NumberFormat` refuses it)
 */
export function minorDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Format an amount in minor units for people: `formatMoney(1999, 'USD')` → "$19.99", `(5000, 'JPY')` → "¥5,000",
 * `(12500, 'KWD')` → "KWD 12.500"; `locale` (BCP 47, default `en-US`) picks the symbol, separators and order
 * (`(4990, 'EUR', 'fr-FR')` → "49,90 €").
 * @throws RangeError for an unknown currency
 */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f.format(minor / 10 ** minorDigits(currency));
}

/**
 * An amount in minor units as a plain decimal for inputs and exports: `(1999, 'USD')` → "19.99", `(5000, 'JPY')`
 * → "5000", `(12500, 'KWD')` → "12.500". No symbol, no grouping, `.` as the decimal point. Exact (no float maths).
 */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * A non-negative decimal as people write it, in minor units of `currency`: "19.99", "20", "1,299.00", "1 299",
 * "49,90" (a lone comma is a decimal comma), "1.299,00", "5k" (thousands).
 * Digits beyond the currency's minor digits are refused, not rounded ("19.999 USD" is an error; "0.125" KWD is 125).
 * @returns the amount in minor units, or null when the text is not such a number (or has too many decimals)
 * @throws RangeError for an unknown currency
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  let s = text.trim().toLowerCase().replace(/[\s\u00a0\u202f']/g, '');
  const thousands = s.endsWith('k');
  if (thousands) s = s.slice(0, -1);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d+$/.test(s)) s = s.replace(',', '.');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const scale = digits + (thousands ? 3 : 0);
  let frac = m[2] ?? '';
  if (frac.length > scale) frac = frac.replace(/0+$/, ''); // "19.990" is 19.99
  if (frac.length > scale) return null;
  const minor = Number(BigInt(m[1]! + frac.padEnd(scale, '0')));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Convert an amount in major units (a float from a data set, e.g. 19.99) to minor units, rounding half away from
 * zero to the currency's digits (the float 19.99 is 19.989999…: rounding, not truncating, gives 1999).
 */
export function majorToMinor(major: number, currency: string): number {
  const f = 10 ** minorDigits(currency);
  return Math.sign(major) * Math.round(Math.abs(major) * f);
}

/** The symbol `locale` writes for `currency` alone: `$` for USD in en-US, `¥` for JPY, `KWD` for KWD, `€` for EUR. */
export function currencySymbol(currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * Choices for a currency picker: every code this runtime knows, labelled "JPY — Japanese Yen" in `locale`
 * (Intl.DisplayNames), sorted by code. Codes without a name, or whose name is dated ("(1990–2009)") or "old", are
 * left out, so a merchant cannot pick a dead currency by mistake.
 */
export function currencyChoices(locale = 'en'): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
  const out: { value: string; label: string }[] = [];
  for (const code of CURRENCIES) {
    const name = names.of(code);
    if (!name || /\(\d{4}.*\)|\bold\b/i.test(name)) continue;
    out.push({ value: code, label: `${code} — ${name}` });
  }
  return out;
}
