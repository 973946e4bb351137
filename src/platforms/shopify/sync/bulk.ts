/**
 * Catalog sync from Shopify (https://shopify.dev/docs/api/usage/bulk-operations/queries): on install, and nightly to
 * repair drift, a GraphQL bulk operation (`bulkOperationRunQuery` with {@link PRODUCTS_BULK_QUERY}, `groupObjects`)
 * exports every product; its JSONL result (one object per line, variants and media after their product with
 * `__parentId`) is streamed into the catalog tables and search index in batches of {@link BATCH}, through the same
 * writer the CSV import uses. Progress (`objects` read, `products` written) is kept on the sync row for the admin.
 *
 * The end of the operation is noticed two ways, whichever comes first: the `bulk_operations/finish` webhook, or a
 * poll job (every 2 s, backing off to 30 s). The sync row moves `running → importing` once (a conditional UPDATE),
 * and only that caller queues the import job, so the two paths never import twice.
 *
 * Freshness: a product the webhooks already updated past the snapshot (stored version newer than the snapshot's
 * `updatedAt`) is not overwritten; products that disappeared from Shopify are removed only when they were last
 * written before the sync started (a product created meanwhile by a webhook stays).
 *
 * Once the products are written, the catalog's words not asked before are translated by the store's provider model
 * (`vocabulary`: the same code path as a catalog import, catalog `translateNewVocabulary`), once per sync and in
 * batches; a word already asked is never asked again, so a retried or nightly sync asks only for new words. Products
 * that webhooks add between syncs have their new words translated at the next (nightly) sync.
 */
import type { Logger } from '../../../shared/logger.ts';
import { and, desc, eq } from 'drizzle-orm';
import {
  finishCatalogWrite, removeProductsNotIn, translateNewVocabulary, upsertCatalogProducts, type ProductInput, type VocabularyTranslatorFor,
} from '../../../catalog/index.ts';
import type { Database } from '../../../db/index.ts';
import type { Jobs } from '../../../jobs/index.ts';
import { AppError } from '../../../shared/errors.ts';
import { findStoreById } from '../../../stores/index.ts';
import type { AdminApi } from '../admin-api.ts';
import { shopifySyncs } from '../schema.ts';
import { newerVersions, recordVersions } from '../versions.ts';
import { PRODUCTS_BULK_QUERY, toProductInput, type ShopifyMedia, type ShopifyProduct, type ShopifyVariant } from './map.ts';

/** Products written per transaction. */
export const BATCH = 500;
/** Job queues of the sync. */
export const SYNC_POLL_QUEUE = 'shopify.sync-poll';
export const SYNC_IMPORT_QUEUE = 'shopify.sync-import';
export const SYNC_NIGHTLY_QUEUE = 'shopify.sync-nightly';

/** A sync as the admin shows it. */
export type SyncView = {
  id: string; reason: string; status: 'running' | 'importing' | 'succeeded' | 'failed'; objects: number; products: number; removed: number;
  error: string | null; startedAt: string; finishedAt: string | null;
};

/** The catalog sync service. */
export type CatalogSync = {
  /**
   * Start a bulk export for a store. Returns the sync, or null when one is already running (one bulk query per shop).
   * @throws AppError platform_unavailable when Shopify refuses
   */
  start(storeId: string, reason: 'install' | 'reinstall' | 'nightly' | 'manual' | 'currency'): Promise<SyncView | null>;
  /** The bulk operation ended (webhook): import it if this sync is still waiting for it. */
  finished(storeId: string, bulkOperationId: string, status: string): Promise<void>;
  /** The latest sync of a store, or null. */
  latest(storeId: string): Promise<SyncView | null>;
  /** Register the poll, import and nightly jobs. */
  register(jobs: Jobs): Promise<void>;
  /** Run the import of a sync now (the import job's body; tests and benches call it directly too). */
  importNow(syncId: string): Promise<SyncView>;
};

/** Dependencies of {@link createCatalogSync}. `listInstalledStores` feeds the nightly reconcile. */
export type CatalogSyncDeps = {
  database: Database; admin: AdminApi; jobs: Jobs; logger: Logger;
  listInstalledStores: () => Promise<string[]>;
  /** Opens a bulk result URL (default fetch; the result is a signed URL, not an Admin API call). */
  fetchResult?: (url: string) => Promise<Response>;
  /** The store's provider model that translates the catalog's vocabulary after a sync (none: nothing is translated). */
  vocabulary?: VocabularyTranslatorFor;
  /**
   * Called whenever a sync of a store is asked for (install, reinstall, nightly, manual, currency), even when one is
   * already running: the shop's policies are synced with every catalog sync (sync/policies.ts). Its failure is logged.
   */
  onStart?: (storeId: string) => Promise<void>;
};

const RUN_BULK = `#graphql
mutation AisleProductsBulk($query: String!) {
  bulkOperationRunQuery(query: $query, groupObjects: true) {
    bulkOperation { id status }
    userErrors { field message code }
  }
}`;
const BULK_STATUS = `#graphql
query AisleBulkStatus($id: ID!) { bulkOperation(id: $id) { id status errorCode objectCount url partialDataUrl } }`;

type SyncRow = typeof shopifySyncs.$inferSelect;
const view = (r: SyncRow): SyncView => ({
  id: r.id, reason: r.reason, status: r.status as SyncView['status'], objects: r.objects, products: r.products, removed: r.removed,
  error: r.error, startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** Create the sync service. */
export function createCatalogSync(deps: CatalogSyncDeps): CatalogSync {
  const { database, admin, jobs, logger } = deps;
  const fetchResult = deps.fetchResult ?? ((url: string) => fetch(url));

  async function row(id: string): Promise<SyncRow | null> {
    const rows = await database.db.select().from(shopifySyncs).where(eq(shopifySyncs.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async function fail(id: string, error: string): Promise<void> {
    await database.db.update(shopifySyncs).set({ status: 'failed', error: error.slice(0, 500), finishedAt: new Date() }).where(eq(shopifySyncs.id, id));
  }

  /** running → importing, once; the winner queues the import. */
  async function claimImport(id: string): Promise<void> {
    const won = await database.db.update(shopifySyncs).set({ status: 'importing' })
      .where(and(eq(shopifySyncs.id, id), eq(shopifySyncs.status, 'running'))).returning({ id: shopifySyncs.id });
    if (won[0]) await jobs.send(SYNC_IMPORT_QUEUE, { syncId: id }, { retryLimit: 3, retryDelay: 5, expireInSeconds: 1800 });
  }

  async function poll(syncId: string, attempt: number): Promise<void> {
    const r = await row(syncId);
    if (!r || r.status !== 'running' || !r.bulkOperationId) return;
    const { bulkOperation: op } = await admin.graphql<{ bulkOperation: { status: string; errorCode: string | null } | null }>(r.storeId, BULK_STATUS, { id: r.bulkOperationId });
    if (op?.status === 'COMPLETED') return claimImport(syncId);
    if (!op || ['FAILED', 'CANCELED', 'EXPIRED'].includes(op.status)) return fail(syncId, `Shopify's bulk operation ${op?.status.toLowerCase() ?? 'vanished'}${op?.errorCode ? ` (${op.errorCode})` : ''}`);
    if (Date.now() - r.startedAt.getTime() > 6 * 3600_000) return fail(syncId, 'Shopify did not finish the bulk operation within 6 hours');
    await jobs.send(SYNC_POLL_QUEUE, { syncId, attempt: attempt + 1 }, { startAfter: Math.min(30, 2 * 2 ** Math.min(attempt, 4)) });
  }

  async function importNow(syncId: string): Promise<SyncView> {
    const r = await row(syncId);
    if (!r) throw new AppError('not_found', 'No such sync');
    if (r.status === 'succeeded' || r.status === 'failed') return view(r);
    const store = await findStoreById(database, r.storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    const { bulkOperation: op } = await admin.graphql<{ bulkOperation: { status: string; url: string | null } | null }>(r.storeId, BULK_STATUS, { id: r.bulkOperationId });
    if (op?.status !== 'COMPLETED') { await fail(syncId, `bulk operation is ${op?.status ?? 'gone'}`); return view((await row(syncId))!); }
    const seen = new Set<string>();
    let objects = 0;
    let written = 0;
    let orphans = 0;
    let batch: ShopifyProduct[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const skip = await newerVersions(database, r.storeId, batch.map((p) => ({ id: p.id, updatedAt: p.updatedAt })));
      const inputs: ProductInput[] = batch.filter((p) => !skip.has(p.id)).map((p, i) => toProductInput(p, store.currency, i));
      const res = await upsertCatalogProducts(database, r.storeId, inputs);
      await recordVersions(database, r.storeId, batch.filter((p) => !skip.has(p.id)).map((p) => ({ id: p.id, updatedAt: p.updatedAt })));
      written += res.created + res.updated + skip.size;
      if (res.errors.length) logger.warn({ sync_id: syncId, count: res.errors.length, first: res.errors[0]?.reason }, 'shopify sync: products rejected');
      batch = [];
      await database.db.update(shopifySyncs).set({ objects, products: written }).where(eq(shopifySyncs.id, syncId));
    };
    if (op.url) {
      const res = await fetchResult(op.url);
      if (!res.ok || !res.body) throw new AppError('platform_unavailable', `The bulk result could not be downloaded (${res.status})`);
      const lines = jsonLines(res.body as ReadableStream<Uint8Array>);
      let current: ShopifyProduct | null = null;
      for await (const line of lines) {
        if (!line.trim()) continue;
        objects++;
        const o = JSON.parse(line) as Record<string, unknown> & { id?: string; __parentId?: string };
        if (!o.__parentId) {
          if (current) batch.push(current);
          if (batch.length >= BATCH) await flush();
          current = { ...(o as unknown as ShopifyProduct), variants: [], media: [] };
          seen.add(current.id);
        } else if (current && o.__parentId === current.id) {
          if (o.id?.startsWith('gid://shopify/ProductVariant/')) current.variants.push(o as unknown as ShopifyVariant);
          else if (o.id?.startsWith('gid://shopify/MediaImage/')) current.media.push(o as unknown as ShopifyMedia);
        } else {
          orphans++;
        }
      }
      if (current) batch.push(current);
    }
    await flush();
    const removed = await removeProductsNotIn(database, r.storeId, [...seen], r.startedAt);
    await finishCatalogWrite(database, r.storeId);
    await translateNewVocabulary(database, r.storeId, deps.vocabulary, logger);
    if (orphans) logger.warn({ sync_id: syncId, orphans }, 'shopify sync: lines whose product was not just before them');
    const done = await database.db.update(shopifySyncs).set({ status: 'succeeded', objects, products: written, removed, finishedAt: new Date() })
      .where(eq(shopifySyncs.id, syncId)).returning();
    logger.info({ store_id: r.storeId, products: written, removed, ms: Date.now() - r.startedAt.getTime() }, 'shopify catalog synced');
    return view(done[0]!);
  }

  const start: CatalogSync['start'] = async (storeId, reason) => {
      await deps.onStart?.(storeId).catch((err: unknown) => logger.warn({ store_id: storeId, err: err instanceof Error ? err.message : String(err) }, 'shopify sync: the policy sync was not queued'));
      const created = await database.db.insert(shopifySyncs).values({ storeId, reason }).onConflictDoNothing().returning();
      const r = created[0];
      if (!r) return null; // one running already
      try {
        const data = await admin.graphql<{ bulkOperationRunQuery: { bulkOperation: { id: string } | null; userErrors: { message: string }[] } }>(storeId, RUN_BULK, { query: PRODUCTS_BULK_QUERY });
        const op = data.bulkOperationRunQuery.bulkOperation;
        if (!op) throw new AppError('platform_unavailable', `Shopify refused the bulk export: ${data.bulkOperationRunQuery.userErrors.map((e) => e.message).join('; ')}`);
        const [updated] = await database.db.update(shopifySyncs).set({ bulkOperationId: op.id }).where(eq(shopifySyncs.id, r.id)).returning();
        await jobs.send(SYNC_POLL_QUEUE, { syncId: r.id, attempt: 0 }, { startAfter: 2 });
        return view(updated!);
      } catch (err) {
        await fail(r.id, err instanceof AppError ? err.detail : 'Shopify could not be reached');
        throw err;
      }
  };

  return {
    start,
    async finished(storeId, bulkOperationId, status) {
      const rows = await database.db.select().from(shopifySyncs)
        .where(and(eq(shopifySyncs.storeId, storeId), eq(shopifySyncs.bulkOperationId, bulkOperationId))).limit(1);
      const r = rows[0];
      if (!r || r.status !== 'running') return;
      if (status.toUpperCase() === 'COMPLETED') await claimImport(r.id);
      else await fail(r.id, `Shopify's bulk operation ${status.toLowerCase()}`);
    },
    async latest(storeId) {
      const rows = await database.db.select().from(shopifySyncs).where(eq(shopifySyncs.storeId, storeId)).orderBy(desc(shopifySyncs.startedAt)).limit(1);
      return rows[0] ? view(rows[0]) : null;
    },
    importNow,
    async register(j) {
      await j.register<{ syncId: string; attempt?: number }>(SYNC_POLL_QUEUE, async ([job]) => poll(job!.data.syncId, job!.data.attempt ?? 0), { retryLimit: 5, retryDelay: 5, retryBackoff: true });
      await j.register<{ syncId: string }>(SYNC_IMPORT_QUEUE, async ([job]) => {
        try {
          await importNow(job!.data.syncId);
        } catch (err) {
          if (job!.retryCount >= 3) await fail(job!.data.syncId, err instanceof AppError ? err.detail : 'The import failed');
          throw err;
        }
      }, { retryLimit: 3, retryDelay: 5, expireInSeconds: 1800 });
      // Nightly reconcile (03:17 UTC): a full export repairs whatever drift the webhooks left.
      await j.register(SYNC_NIGHTLY_QUEUE, async () => {
        for (const storeId of await deps.listInstalledStores()) {
          await start(storeId, 'nightly').catch((err: unknown) => logger.warn({ store_id: storeId, err: err instanceof Error ? err.message : String(err) }, 'shopify nightly sync failed to start'));
        }
      }, { cron: '17 3 * * *' });
    },
  };
}

/**
 * The lines of a JSONL body, split on "\n" only. (node:readline also breaks at U+2028/U+2029, which JSON strings may
 * hold unescaped — product descriptions do.)
 */
async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    rest += decoder.decode(chunk, { stream: true });
    let nl = rest.indexOf('\n');
    while (nl >= 0) {
      yield rest.slice(0, nl).replace(/\r$/, '');
      rest = rest.slice(nl + 1);
      nl = rest.indexOf('\n');
    }
  }
  if (rest) yield rest;
}
