/**
 * The stand-in shop's catalog: Shopify product CSVs (the ESCI catalog converted to Shopify's layout, and Shopify's own
 * multi-variant samples in data/shopify_samples) read into objects shaped like the GraphQL Admin API's `Product`,
 * `ProductVariant`, `InventoryItem` and `MediaImage`. Read with csv-parse here, independently of Aisle's own CSV
 * importer, so a mistake in Aisle's mapping cannot hide behind the same mistake in the seed.
 *
 * Shopify requires a price on every variant; 4,774 ESCI products have none (none was invented), so those are seeded
 * as `DRAFT` products with price "0.00" (a merchant does not publish a product without a price).
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** One variant (GraphQL `ProductVariant`; money as Shopify's decimal strings). */
export type FakeVariant = {
  id: string; legacyResourceId: string; title: string; sku: string | null; price: string; compareAtPrice: string | null;
  position: number; inventoryPolicy: 'DENY' | 'CONTINUE'; inventoryQuantity: number;
  selectedOptions: { name: string; value: string }[]; image: { url: string; altText: string | null } | null;
  inventoryItem: { id: string; tracked: boolean };
};

/** One product image (GraphQL `MediaImage`). */
export type FakeMedia = { id: string; alt: string | null; image: { url: string; altText: string | null } };

/** One product (GraphQL `Product`). */
export type FakeProduct = {
  id: string; legacyResourceId: string; handle: string; title: string; descriptionHtml: string; vendor: string; productType: string;
  tags: string[]; status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED'; createdAt: string; updatedAt: string;
  options: { id: string; name: string; position: number; optionValues: { name: string }[] }[];
  variants: FakeVariant[]; media: FakeMedia[];
  /** metafields reviews.rating / reviews.rating_count as their `value` strings */
  rating: string | null; ratingCount: string | null;
};

/** Id sequence shared by everything the stand-in creates (Shopify ids are numeric, globally unique). */
export class IdSequence {
  private next = 1_000_000;
  /** A new numeric id as a string. */
  take(): string { return String(this.next++); }
}

/** A GraphQL global id, e.g. gid('Product', '123') = "gid://shopify/Product/123". */
export function gid(type: string, id: string): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id at the end of a global id. */
export function legacyId(globalId: string): string {
  return globalId.slice(globalId.lastIndexOf('/') + 1);
}

/** Read a Shopify product CSV (plain or .gz) into products, in file order. */
export async function readProductCsv(file: string, ids: IdSequence, now = new Date()): Promise<FakeProduct[]> {
  let stream: Readable = createReadStream(file);
  if (file.endsWith('.gz')) stream = stream.pipe(createGunzip());
  const rows = stream.pipe(parse({ bom: true, columns: true, relax_column_count: true, skip_empty_lines: true }));
  const byHandle = new Map<string, FakeProduct>();
  const stamp = now.toISOString();
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const handle = row.Handle?.trim();
    if (!handle) continue;
    let p = byHandle.get(handle);
    if (!p) {
      const id = ids.take();
      const status = (row.Status || 'active').toUpperCase() as FakeProduct['status'];
      const names = [1, 2, 3].map((i) => row[`Option${i} Name`]?.trim() ?? '').filter(Boolean);
      const ratingCol = Object.keys(row).find((k) => /metafields\.reviews\.rating\)$/.test(k));
      const countCol = Object.keys(row).find((k) => /metafields\.reviews\.rating_count\)$/.test(k));
      p = {
        id: gid('Product', id), legacyResourceId: id, handle, title: row.Title?.trim() || handle, descriptionHtml: row['Body (HTML)'] ?? '',
        vendor: row.Vendor ?? '', productType: row.Type ?? '', tags: (row.Tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
        status, createdAt: stamp, updatedAt: stamp,
        options: names.map((name, i) => ({ id: gid('ProductOption', ids.take()), name, position: i + 1, optionValues: [] })),
        variants: [], media: [],
        rating: ratingCol && row[ratingCol] ? row[ratingCol]! : null, ratingCount: countCol && row[countCol] ? row[countCol]! : null,
      };
      byHandle.set(handle, p);
    }
    const values = [1, 2, 3].map((i) => row[`Option${i} Value`]?.trim() ?? '');
    if (values.some(Boolean) || row['Variant SKU'] || row['Variant Price']) {
      const vid = ids.take();
      const selectedOptions = p.options.map((o, i) => ({ name: o.name, value: values[i] ?? '' })).filter((o) => o.value);
      for (const so of selectedOptions) {
        const opt = p.options.find((o) => o.name === so.name)!;
        if (!opt.optionValues.some((v) => v.name === so.value)) opt.optionValues.push({ name: so.value });
      }
      const price = row['Variant Price']?.trim();
      if (!price) p.status = 'DRAFT';
      const qty = Number.parseInt(row['Variant Inventory Qty'] ?? '', 10);
      const variantImage = row['Variant Image']?.trim();
      p.variants.push({
        id: gid('ProductVariant', vid), legacyResourceId: vid,
        title: selectedOptions.map((o) => o.value).join(' / ') || 'Default Title',
        sku: row['Variant SKU']?.trim() || null, price: price ? Number(price).toFixed(2) : '0.00',
        compareAtPrice: row['Variant Compare At Price']?.trim() ? Number(row['Variant Compare At Price']).toFixed(2) : null,
        position: p.variants.length + 1, inventoryPolicy: (row['Variant Inventory Policy'] ?? '').toLowerCase() === 'continue' ? 'CONTINUE' : 'DENY',
        inventoryQuantity: Number.isFinite(qty) ? qty : 0,
        selectedOptions, image: variantImage ? { url: variantImage, altText: null } : null,
        inventoryItem: { id: gid('InventoryItem', ids.take()), tracked: row['Variant Inventory Tracker'] === 'shopify' || Number.isFinite(qty) },
      });
    }
    const src = row['Image Src']?.trim();
    if (src && !p.media.some((m) => m.image.url === src)) {
      const alt = row['Image Alt Text']?.trim() || null;
      p.media.push({ id: gid('MediaImage', ids.take()), alt, image: { url: src, altText: alt } });
    }
  }
  return [...byHandle.values()];
}
