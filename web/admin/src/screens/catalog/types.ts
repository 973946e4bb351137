/**
 * Shapes of the catalog admin API (server: src/catalog/admin-schemas.ts) and small display helpers.
 * Money is integer cents in the store's currency.
 */

import type { ApiResponse, Schemas } from '../../../../api/index.ts';
import { formatMoney as formatMinor } from '../../../../../src/shared/money.ts';

/** A row of GET /api/v1/admin/products. */
export type ProductListItem = Schemas['ProductListItem'];
/** GET /api/v1/admin/products. */
export type ProductList = ApiResponse<'/api/v1/admin/products', 'get'>;
/** GET /api/v1/admin/product-facets. */
export type ProductFacets = ApiResponse<'/api/v1/admin/product-facets', 'get'>;
/** A variant of GET /api/v1/admin/products/{id}. */
export type Variant = Schemas['Variant'];
/** GET /api/v1/admin/products/{id}. */
export type ProductDetail = Schemas['ProductDetail'];
/** POST /api/v1/admin/search-tester. */
export type SearchTesterResult = Schemas['SearchTesterResult'];
/** Constraints parsed from a shopper's words (server: SearchConstraintsSchema). */
export type SearchConstraints = SearchTesterResult['constraints'];
/** A ranked product of the search tester. */
export type TesterProduct = SearchTesterResult['products'][number];
/** The catalog's language and translated vocabulary (GET /api/v1/admin/catalog-settings). */
export type CatalogSettings = Schemas['CatalogSettings'];
/** A catalog import (GET /api/v1/admin/catalog-imports/{id}). */
export type CatalogImport = Schemas['CatalogImport'];

/** "$19.99", "¥5,000", "KWD 12.500" in the store's currency, in the browser's locale (shared money module); "–" without a price. */
export function formatMoney(cents: number | null | undefined, currency: string): string {
  if (cents == null) return '–';
  return formatMinor(cents, currency, navigator.language);
}

/** "$10.00 – $25.00", one price when equal, "No price" without priced variants. */
export function formatPriceRange(min: number | null, max: number | null, currency: string): string {
  if (min == null) return 'No price';
  return min === max || max == null ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
}

/** Whether an import is still working. */
export function isActiveImport(i: Pick<CatalogImport, 'status'> | undefined): boolean {
  return i?.status === 'queued' || i?.status === 'running';
}
