/**
 * Read a shipping address a shopper typed on one line ("12 Main St, Apt 4, Springfield, IL 62701, US") into the
 * change_shipping_address tool's fields. Deterministic; returns null when the line does not look like an address
 * (the local model then asks again). Provider models fill the fields themselves.
 */
import type { ChangeShippingAddressArgs } from '../../tools/contracts.ts';

/** The address fields of change_shipping_address. */
export type ParsedAddress = ChangeShippingAddressArgs['address'];

const POSTAL_RE = /^(?:(?<region>[A-Za-z][A-Za-z .'-]{0,40}?)\s+)?(?<postal>[A-Za-z0-9]{2,5}[ -]?[A-Za-z0-9]{2,5})$/;

/** Parse "street, [line 2,] city, [region] postal code, country"; null when a part is missing. */
export function parseAddress(text: string): ParsedAddress | null {
  const parts = text.split(/[,\n;]+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 4) return null;
  const country = parts.at(-1)!;
  if (/\d/.test(country) || country.length < 2 || country.length > 60) return null;
  const m = parts.at(-2)!.match(POSTAL_RE);
  if (!m?.groups || !/\d/.test(m.groups.postal!)) return null;
  const line1 = parts[0]!;
  if (!/\d/.test(line1) || line1.length < 3) return null;
  const city = parts.at(-3)!;
  if (parts.length - 3 < 1 || /\d{3,}/.test(city)) return null;
  const line2 = parts.slice(1, -3).join(', ');
  return {
    line1, ...(line2 ? { line2 } : {}), city, ...(m.groups.region ? { region: m.groups.region.trim() } : {}),
    postal_code: m.groups.postal!, country,
  };
}
