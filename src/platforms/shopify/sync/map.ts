/**
 * Shopify products → the catalog's product input (the same normalisation the CSV import applies: body HTML to text
 * and bullet points, prices to minor units of the shop currency, the implicit "Default Title" option dropped,
 * single-valued options as attributes). Two sources share one mapping: GraphQL `Product` objects (bulk operation
 * JSONL, children by `__parentId`) and the REST-shaped JSON of `products/*` webhooks, which is first converted to
 * the GraphQL shape ({@link fromWebhookPayload}).
 */
import { finishProductInput, htmlToText, parsePriceToCents, type ProductInput, type VariantInput } from '../../../catalog/index.ts';

/** A product variant as the bulk query selects it (GraphQL Admin API `ProductVariant`). */
export type ShopifyVariant = {
  id: string; title: string; sku: string | null; price: string; compareAtPrice: string | null; position: number;
  inventoryPolicy: 'DENY' | 'CONTINUE'; inventoryQuantity: number | null; selectedOptions: { name: string; value: string }[];
  image: { url: string; altText: string | null } | null; inventoryItem: { tracked: boolean } | null;
};
/** A product image (GraphQL `MediaImage`). */
export type ShopifyMedia = { id: string; alt: string | null; image: { url: string; altText: string | null } | null };
/** A product as the bulk query selects it, with its variants and media attached. */
export type ShopifyProduct = {
  id: string; handle: string; title: string; descriptionHtml: string; vendor: string; productType: string; tags: string[];
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED' | 'UNLISTED'; onlineStoreUrl: string | null; updatedAt: string;
  options: { name: string; optionValues: { name: string }[] }[];
  rating: { value: string } | null; ratingCount: { value: string } | null;
  variants: ShopifyVariant[]; media: ShopifyMedia[];
};

/**
 * The bulk query (bulkOperationRunQuery): every product with variants, prices, inventory, images, vendor, type, tags,
 * options and the standard review metafields. Two nested connections (variants, media), as bulk operations allow.
 */
export const PRODUCTS_BULK_QUERY = `{
  products {
    edges { node {
      id handle title descriptionHtml vendor productType tags status onlineStoreUrl updatedAt
      options { name optionValues { name } }
      rating: metafield(namespace: "reviews", key: "rating") { value }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
      variants { edges { node {
        id title sku price compareAtPrice position inventoryPolicy inventoryQuantity
        selectedOptions { name value } image { url altText } inventoryItem { tracked }
      } } }
      media { edges { node { ... on MediaImage { id alt image { url altText } } } } }
    } }
  }
}`;

/** A metafield rating value: a number, or Shopify's rating JSON `{"value":"4.5","scale_min":…}`. */
function ratingOf(raw: string | undefined | null): number | null {
  if (!raw) return null;
  let v: unknown = raw;
  if (raw.trim().startsWith('{')) {
    try { v = (JSON.parse(raw) as { value?: unknown }).value; } catch { return null; }
  }
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Shopify's decimal money string → minor units (null when absent or malformed). */
function cents(amount: string | null | undefined, currency: string): number | null {
  if (amount === null || amount === undefined) return null;
  const c = parsePriceToCents(String(amount), currency);
  return typeof c === 'number' ? c : null;
}

/**
 * Map one Shopify product to catalog input. `currency` is the shop's (prices are in it); `line` is the position in
 * the source (JSONL line) for error reports.
 */
export function toProductInput(p: ShopifyProduct, currency: string, line = 0): ProductInput {
  const { text, prose, listItems } = htmlToText(p.descriptionHtml ?? '');
  const optionNames = p.options.map((o) => o.name);
  const variants: VariantInput[] = [...p.variants].sort((a, b) => a.position - b.position).map((v, i) => {
    const optionValues: Record<string, string> = {};
    for (const so of v.selectedOptions) if (so.value && !(so.name === 'Title' && so.value === 'Default Title')) optionValues[so.name] = so.value;
    return {
      externalId: v.id, sku: v.sku || null, title: v.title || 'Default Title', optionValues,
      priceCents: cents(v.price, currency), compareAtPriceCents: cents(v.compareAtPrice, currency),
      inventoryAvailable: v.inventoryItem?.tracked === false ? null : (v.inventoryQuantity ?? null),
      inventoryPolicy: v.inventoryPolicy === 'CONTINUE' ? 'continue' : 'deny', position: i + 1, imageSrc: v.image?.url ?? null,
    };
  });
  const images = p.media.filter((m) => m.image?.url).map((m, i) => ({ src: m.image!.url, alt: m.alt ?? m.image!.altText ?? null, position: i + 1 }));
  const status = p.status === 'ACTIVE' ? 'active' : p.status === 'ARCHIVED' ? 'archived' : 'draft';
  return finishProductInput({
    line, externalId: p.id, handle: p.handle, title: p.title, bodyHtml: p.descriptionHtml ?? '',
    descriptionText: listItems.length ? prose : text, bulletPoints: listItems,
    vendor: p.vendor ?? '', productType: p.productType ?? '', category: [], tags: p.tags ?? [], status,
    options: optionNames.map((name) => ({ name, values: p.options.find((o) => o.name === name)!.optionValues.map((v) => v.name) })),
    images, attributes: {}, url: p.onlineStoreUrl ?? null,
    rating: ratingOf(p.rating?.value), ratingCount: p.ratingCount ? Math.max(0, Math.trunc(Number(p.ratingCount.value))) || null : null,
    variants,
  });
}

/** REST `products/*` webhook JSON (Shopify's product resource), the fields Aisle reads. */
export type ProductWebhookPayload = {
  id: number; admin_graphql_api_id?: string; title: string; body_html: string | null; vendor: string; product_type: string; handle: string;
  status: string; tags: string; updated_at: string; published_at?: string | null;
  options?: { name: string; position: number; values: string[] }[];
  variants?: {
    id: number; admin_graphql_api_id?: string; title: string; price: string; compare_at_price: string | null; sku: string | null; position: number;
    inventory_policy: string; option1: string | null; option2: string | null; option3: string | null; inventory_quantity?: number | null;
    inventory_management?: string | null; image_id?: number | null;
  }[];
  images?: { id: number; src: string; alt: string | null; position: number }[];
};

/**
 * A `products/create|update` webhook payload in the GraphQL shape. The online store URL is the primary domain +
 * `/products/<handle>` for active products (webhooks carry no URL). Ratings are not in the payload: `keep` carries
 * the last known ones.
 */
export function fromWebhookPayload(w: ProductWebhookPayload, primaryDomain: string | null, keep: { rating: number | null; ratingCount: number | null } = { rating: null, ratingCount: null }): ShopifyProduct {
  const options = [...(w.options ?? [])].sort((a, b) => a.position - b.position);
  const status = (w.status ?? 'active').toUpperCase() as ShopifyProduct['status'];
  return {
    id: w.admin_graphql_api_id ?? `gid://shopify/Product/${w.id}`, handle: w.handle, title: w.title, descriptionHtml: w.body_html ?? '',
    vendor: w.vendor ?? '', productType: w.product_type ?? '', tags: (w.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
    status, onlineStoreUrl: status === 'ACTIVE' && primaryDomain ? `https://${primaryDomain}/products/${w.handle}` : null, updatedAt: w.updated_at,
    options: options.map((o) => ({ name: o.name, optionValues: o.values.map((name) => ({ name })) })),
    rating: keep.rating === null ? null : { value: String(keep.rating) }, ratingCount: keep.ratingCount === null ? null : { value: String(keep.ratingCount) },
    variants: (w.variants ?? []).map((v) => ({
      id: v.admin_graphql_api_id ?? `gid://shopify/ProductVariant/${v.id}`, title: v.title, sku: v.sku || null, price: v.price, compareAtPrice: v.compare_at_price,
      position: v.position, inventoryPolicy: v.inventory_policy === 'continue' ? 'CONTINUE' : 'DENY', inventoryQuantity: v.inventory_quantity ?? null,
      selectedOptions: [v.option1, v.option2, v.option3].map((value, i) => ({ name: options[i]?.name ?? '', value: value ?? '' })).filter((o) => o.name && o.value),
      image: v.image_id ? (() => { const im = (w.images ?? []).find((x) => x.id === v.image_id); return im ? { url: im.src, altText: im.alt } : null; })() : null,
      inventoryItem: { tracked: v.inventory_management === 'shopify' },
    })),
    media: [...(w.images ?? [])].sort((a, b) => a.position - b.position).map((im) => ({ id: `gid://shopify/MediaImage/${im.id}`, alt: im.alt, image: { url: im.src, altText: im.alt } })),
  };
}
