/** Money formatting for shoppers (shared/money.ts, plus what a missing price says). */
import { formatMoney } from '../shared/money.ts';

/**
 * Format an amount in minor units (USD cents, JPY yen, KWD fils) with Intl.NumberFormat (shared/money.ts),
 * e.g. formatPrice(1999, 'USD') -> "$19.99", formatPrice(5000, 'JPY') -> "¥5,000". null -> "price not listed"
 * (prices are never invented).
 */
export function formatPrice(cents: number | null, currency: string, locale = 'en-US'): string {
  return cents === null ? 'price not listed' : formatMoney(cents, currency, locale);
}
