/**
 * One handler per webhook topic (the topics of shopify.app.toml; `app-config.test.ts` checks both lists agree).
 * Every handler is idempotent — Shopify may deliver a webhook more than once, and a failed attempt is retried — and
 * drops updates older than what Aisle stored (resource versions, by the payload's `updated_at`).
 *
 * - `app/uninstalled`: sessions revoked, the store marked uninstalled (the widget stops answering); data kept until
 *   `shop/redact`.
 * - `app/scopes_update`: the granted scopes recorded.
 * - `shop/update`: the store follows the shop's name, time zone and currency (stale by `updated_at`). Shopify's
 *   currency is the store's: when it changes, every price Aisle holds is in the old currency, so a full catalog sync
 *   starts at once (products are re-read in the new currency; orders keep their own `currency`). The shop's policies
 *   are synced again too (Shopify has no webhook for a policy change; sync/policies.ts also runs hourly).
 * - `products/create|update`: the product upserted from the payload (same mapping as the bulk sync); `products/delete`:
 *   removed (and remembered as deleted at the delivery's time, so a late update does not bring it back). Deliveries
 *   of these two topics taken together are handled together ({@link createBatchTopicHandlers}).
 * - `inventory_levels/update`: the variant's total available stock read from the Admin API (the payload names one
 *   location only).
 * - `orders/create|updated|cancelled`, `refunds/create`: a mirrored order (one a shopper looked up) is re-read from
 *   the Admin API; other orders are not kept (`ignored`).
 * - `bulk_operations/finish`: the waiting catalog sync imports the result.
 * - `app_subscriptions/update`: billing.
 * - `customers/data_request`, `customers/redact`, `shop/redact`: compliance.ts.
 */
import { getProductRatings, removeCatalogProducts, setVariantInventory, upsertCatalogProducts } from '../../../catalog/index.ts';
import type { Database } from '../../../db/index.ts';
import { isCurrency } from '../../../shared/money.ts';
import { findStoreById, updateStore, type StorePatch } from '../../../stores/index.ts';
import type { AdminApi } from '../admin-api.ts';
import type { ShopRow } from '../install.ts';
import type { ShopifySessions } from '../sessions.ts';
import type { CatalogSync } from '../sync/bulk.ts';
import type { PolicySync } from '../sync/policies.ts';
import { fromWebhookPayload, toProductInput, type ProductWebhookPayload } from '../sync/map.ts';
import { recordVersions, withResourceVersion, withResourceVersions } from '../versions.ts';
import type { BatchTopicHandler, HandlerOutcome, StoredWebhook, TopicHandler } from './process.ts';

/** Every topic Aisle subscribes to (shopify.app.toml), compliance topics last. */
export const SHOPIFY_TOPICS = [
  'app/uninstalled', 'app/scopes_update', 'shop/update', 'products/create', 'products/update', 'products/delete', 'inventory_levels/update',
  'orders/create', 'orders/updated', 'orders/cancelled', 'refunds/create', 'bulk_operations/finish', 'app_subscriptions/update',
  'customers/data_request', 'customers/redact', 'shop/redact',
] as const;
/** The mandatory privacy topics (shopify.app.toml `compliance_topics`). */
export const COMPLIANCE_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;

/** What the handlers call. */
export type TopicDeps = {
  database: Database; admin: AdminApi; sessions: ShopifySessions; sync: CatalogSync; policies: Pick<PolicySync, 'queue'>;
  shopOfStore: (storeId: string) => Promise<ShopRow | null>;
  markUninstalled: (storeId: string) => Promise<void>;
  setScopes: (storeId: string, scopes: string) => Promise<void>;
  orders: { refreshMirrored: (storeId: string, orderGid: string) => Promise<boolean> };
  billing: { subscriptionUpdated: (storeId: string, payload: Record<string, unknown>) => Promise<HandlerOutcome> };
  compliance: { dataRequest: TopicHandler; customerRedact: TopicHandler; shopRedact: TopicHandler };
};

const INVENTORY_ITEM = `#graphql
query AisleInventoryItem($id: ID!) { inventoryItem(id: $id) { tracked variant { id inventoryQuantity } } }`;

/** The handlers by topic. */
export function createTopicHandlers(deps: TopicDeps): Record<(typeof SHOPIFY_TOPICS)[number], TopicHandler> {
  const { database } = deps;
  const applied = (ok: boolean): HandlerOutcome => (ok ? 'processed' : 'stale');

  async function upsertProduct(w: StoredWebhook): Promise<HandlerOutcome> {
    const payload = w.payload as unknown as ProductWebhookPayload;
    const store = await findStoreById(database, w.storeId);
    const shop = await deps.shopOfStore(w.storeId);
    if (!store || !shop) return 'ignored';
    const gid = payload.admin_graphql_api_id ?? `gid://shopify/Product/${payload.id}`;
    return applied(await withResourceVersion(database, w.storeId, { id: gid, updatedAt: payload.updated_at ?? null }, async () => {
      const keep = (await getProductRatings(database, w.storeId, [gid])).get(gid) ?? { rating: null, ratingCount: null };
      const input = toProductInput(fromWebhookPayload(payload, shop.primaryDomain, keep), store.currency);
      const res = await upsertCatalogProducts(database, w.storeId, [input]);
      if (res.errors.length) throw new Error(`product rejected: ${res.errors[0]!.reason}`);
    }));
  }

  async function orderChanged(w: StoredWebhook, gid: string, updatedAt: string | null): Promise<HandlerOutcome> {
    let mirrored = true;
    const ok = await withResourceVersion(database, w.storeId, { id: gid, updatedAt }, async () => {
      mirrored = await deps.orders.refreshMirrored(w.storeId, gid);
    });
    return !ok ? 'stale' : mirrored ? 'processed' : 'ignored';
  }

  return {
    'app/uninstalled': async (w) => {
      await deps.sessions.revoke(w.storeId);
      await deps.markUninstalled(w.storeId);
      await updateStore(database, w.storeId, { installStatus: 'uninstalled' });
      return 'processed';
    },
    'app/scopes_update': async (w) => {
      const current = (w.payload as { current?: string[] }).current;
      if (!Array.isArray(current)) return 'ignored';
      await deps.setScopes(w.storeId, current.join(','));
      return 'processed';
    },
    'shop/update': async (w) => {
      // The REST `Shop` resource: `currency` (ISO 4217), `name`, `iana_timezone`, `updated_at`.
      const p = w.payload as { id?: number; currency?: string; name?: string; iana_timezone?: string; updated_at?: string };
      const store = await findStoreById(database, w.storeId);
      if (!store) return 'ignored';
      let currencyChanged = false;
      const ok = await withResourceVersion(database, w.storeId, { id: `gid://shopify/Shop/${p.id ?? 0}`, updatedAt: p.updated_at ?? null }, async () => {
        const patch: StorePatch = {};
        if (p.name && p.name !== store.name) patch.name = p.name;
        if (p.iana_timezone && p.iana_timezone !== store.timezone) patch.timezone = p.iana_timezone;
        if (p.currency && isCurrency(p.currency) && p.currency !== store.currency) { patch.currency = p.currency; currencyChanged = true; }
        if (Object.keys(patch).length) await updateStore(database, w.storeId, patch);
      });
      if (!ok) return 'stale';
      if (currencyChanged) await deps.sync.start(w.storeId, 'currency'); // queues the policy sync too
      else await deps.policies.queue(w.storeId);
      return 'processed';
    },
    'products/create': upsertProduct,
    'products/update': upsertProduct,
    'products/delete': async (w) => {
      const id = (w.payload as { id?: number }).id;
      if (!id) return 'ignored';
      const gid = `gid://shopify/Product/${id}`;
      await removeCatalogProducts(database, w.storeId, [gid]);
      // Remember the deletion time: an update older than it (delivered late) must not bring the product back.
      await recordVersions(database, w.storeId, [{ id: gid, updatedAt: (w.triggeredAt ?? w.receivedAt).toISOString() }]);
      return 'processed';
    },
    'inventory_levels/update': async (w) => {
      const p = w.payload as { inventory_item_id?: number; updated_at?: string };
      if (!p.inventory_item_id) return 'ignored';
      const itemGid = `gid://shopify/InventoryItem/${p.inventory_item_id}`;
      let known = true;
      const ok = await withResourceVersion(database, w.storeId, { id: itemGid, updatedAt: p.updated_at ?? null }, async () => {
        const { inventoryItem } = await deps.admin.graphql<{ inventoryItem: { tracked: boolean; variant: { id: string; inventoryQuantity: number | null } | null } | null }>(w.storeId, INVENTORY_ITEM, { id: itemGid });
        const v = inventoryItem?.variant;
        known = !!v && await setVariantInventory(database, w.storeId, v.id, inventoryItem!.tracked ? (v.inventoryQuantity ?? 0) : null);
      });
      return !ok ? 'stale' : known ? 'processed' : 'ignored';
    },
    'orders/create': async (w) => orderChanged(w, orderGid(w.payload), (w.payload as { updated_at?: string }).updated_at ?? null),
    'orders/updated': async (w) => orderChanged(w, orderGid(w.payload), (w.payload as { updated_at?: string }).updated_at ?? null),
    'orders/cancelled': async (w) => orderChanged(w, orderGid(w.payload), (w.payload as { updated_at?: string }).updated_at ?? null),
    'refunds/create': async (w) => {
      const orderId = (w.payload as { order_id?: number }).order_id;
      if (!orderId) return 'ignored';
      return (await deps.orders.refreshMirrored(w.storeId, `gid://shopify/Order/${orderId}`)) ? 'processed' : 'ignored';
    },
    'bulk_operations/finish': async (w) => {
      const p = w.payload as { admin_graphql_api_id?: string; status?: string; type?: string };
      if (!p.admin_graphql_api_id || (p.type && p.type.toLowerCase() !== 'query')) return 'ignored';
      await deps.sync.finished(w.storeId, p.admin_graphql_api_id, p.status ?? 'completed');
      return 'processed';
    },
    'app_subscriptions/update': async (w) => deps.billing.subscriptionUpdated(w.storeId, w.payload),
    'customers/data_request': deps.compliance.dataRequest,
    'customers/redact': deps.compliance.customerRedact,
    'shop/redact': deps.compliance.shopRedact,
  };
}

function orderGid(payload: Record<string, unknown>): string {
  return (payload.admin_graphql_api_id as string | undefined) ?? `gid://shopify/Order/${String(payload.id)}`;
}

/**
 * Batch handlers (process.ts {@link BatchTopicHandler}): `products/create` and `products/update` deliveries taken
 * together. Per store and product only the newest state (by the payload's `updated_at`; the first received among
 * equals) is applied — the others are `stale`, as each would be once that one is stored — and all the newest states
 * are checked against the stored versions and written in one catalog batch ({@link withResourceVersions}). A product
 * the catalog refuses fails alone (retried), and its older deliveries go through the one-at-a-time handler in the
 * order received, as they would have without batching; so does a delivery without a usable `updated_at`.
 */
export function createBatchTopicHandlers(deps: Pick<TopicDeps, 'database' | 'shopOfStore'>): Record<string, BatchTopicHandler> {
  const { database } = deps;
  type Item = { id: string; updatedAt: string; at: number; w: StoredWebhook; payload: ProductWebhookPayload };

  async function upsertProducts(ws: StoredWebhook[]): Promise<Map<string, HandlerOutcome | Error>> {
    const out = new Map<string, HandlerOutcome | Error>();
    const byStore = new Map<string, StoredWebhook[]>();
    for (const w of ws) {
      const list = byStore.get(w.storeId);
      if (list) list.push(w); else byStore.set(w.storeId, [w]);
    }
    for (const [storeId, list] of byStore) {
      const store = await findStoreById(database, storeId);
      const shop = await deps.shopOfStore(storeId);
      if (!store || !shop) { for (const w of list) out.set(w.id, 'ignored'); continue; }
      const newest = new Map<string, Item>();
      const older = new Map<string, StoredWebhook[]>();
      for (const w of list) {
        const payload = w.payload as unknown as ProductWebhookPayload;
        const at = Date.parse(payload.updated_at ?? '');
        if (Number.isNaN(at)) continue; // left to the one-at-a-time handler
        const item: Item = { id: payload.admin_graphql_api_id ?? `gid://shopify/Product/${payload.id}`, updatedAt: payload.updated_at, at, w, payload };
        const cur = newest.get(item.id);
        const [keep, drop] = !cur || at > cur.at ? [item, cur] : [cur, item];
        newest.set(item.id, keep);
        if (drop) {
          const behind = older.get(item.id);
          if (behind) behind.push(drop.w); else older.set(item.id, [drop.w]);
        }
      }
      const failed = new Map<string, Error>();
      const written = await withResourceVersions(database, storeId, [...newest.values()], async (fresh) => {
        const ratings = await getProductRatings(database, storeId, fresh.map((f) => f.id));
        const inputs = fresh.map((f, i) => toProductInput(fromWebhookPayload(f.payload, shop.primaryDomain, ratings.get(f.id) ?? { rating: null, ratingCount: null }), store.currency, i));
        const res = await upsertCatalogProducts(database, storeId, inputs);
        for (const e of res.errors) failed.set(fresh[e.line]!.id, new Error(`product rejected: ${e.reason}`));
        return new Set(fresh.filter((f) => !failed.has(f.id)).map((f) => f.id));
      });
      for (const [id, item] of newest) {
        const err = failed.get(id);
        out.set(item.w.id, err ?? (written.has(id) ? 'processed' : 'stale'));
        // Behind a newer state that was stored (or was already older than the stored one): stale. Behind one the
        // catalog refused: left to the one-at-a-time handler.
        if (!err) for (const w of older.get(id) ?? []) out.set(w.id, 'stale');
      }
    }
    return out;
  }

  return { 'products/create': upsertProducts, 'products/update': upsertProducts };
}
