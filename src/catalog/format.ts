/** Money formatting for shoppers. */
import { currencyDigits } from './import/normalize.ts';

/**
 * Format an amount in minor units ("cents"; 0 decimals for JPY-like currencies) with Intl.NumberFormat,
 * e.g. formatPrice(1999, 'USD') -> "$19.99". null -> "price not listed" (prices are never invented).
 */
export function formatPrice(cents: number | null, currency: string, locale = 'en-US'): string {
  if (cents === null) return 'price not listed';
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 10 ** digits);
}
