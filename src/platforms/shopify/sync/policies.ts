/**
 * The shop's policies (Shopify's legal pages, Settings → Policies) imported as the store's knowledge articles, so the
 * agent's get_policy answers from what the shop publishes.
 *
 * Source (GraphQL Admin API): `shop { shopPolicies { id type title body url updatedAt } }` (scope read_legal_policies);
 * the shop's languages `shopLocales(published: true)` (read_locales); and, for each language the store serves (store
 * settings `languages`) other than the shop's primary one, `translatableResources(resourceType: SHOP_POLICY)` →
 * `translations(locale:)` (read_translations; the translatable key of a policy is `body`). A shop that has not granted
 * the translation scopes (installed before Aisle asked for them) gets its policies without translations; one without
 * read_legal_policies gets nothing, and the run says so.
 *
 * Mapping: each policy becomes an article keyed by its `id` (`gid://shopify/ShopPolicy/…`) — its `title`, its
 * language (the shop's primary locale's: policies are written in it; the store's language without read_locales), its HTML
 * `body` as plain Markdown text (htmlparser2 through the catalog's `htmlToText`), its public `url`, and the topic tags
 * of its `type` ({@link POLICY_TYPES}: REFUND_POLICY → returns, SHIPPING_POLICY → shipping, TERMS_OF_SALE → payment,
 * CONTACT_INFORMATION → contact, …). A translation takes the type's title in that language (Shopify translates only the
 * body) and keeps Shopify's `outdated` flag. The knowledge capability writes them (knowledge/imports.ts: updates in
 * place by id, removes policies Shopify no longer has, never touches articles or translations written in Aisle).
 *
 * Merchants' edits: an imported policy's title and body are Shopify's — the admin refuses to change them (409
 * `managed_by_platform`) and points at Shopify, where the merchant edits it; tags may be changed and are kept.
 *
 * When: Shopify sends no webhook when a policy changes, so a sync runs whenever a catalog sync starts (install,
 * reinstall, the nightly reconcile, the admin's "Sync now", a currency change), on `shop/update`, and hourly for every
 * installed shop ({@link POLICY_HOURLY_CRON}); a changed policy reaches the agent within the hour. One run per shop at
 * a time (pg-boss `stately` queue keyed by store).
 *
 * Status: every run of an installed shop records its outcome in `shopify_policy_syncs` (succeeded, failed with the
 * error the merchant can act on, or scope_missing), when one last succeeded and what the last run that changed
 * anything did; {@link PolicySync.status} adds what the store holds now (imported policies, their translations and the
 * outdated ones) for the admin's Shopify screen.
 */
import { eq } from 'drizzle-orm';
import type { Logger } from '../../../shared/logger.ts';
import { htmlToText } from '../../../catalog/index.ts';
import type { Database } from '../../../db/index.ts';
import type { Jobs } from '../../../jobs/index.ts';
import { countImportedArticles, storeLanguageOf, syncImportedArticles, type ImportedCounts, type ImportedPage, type ImportSummary } from '../../../knowledge/index.ts';
import { AppError } from '../../../shared/errors.ts';
import { findStoreById } from '../../../stores/index.ts';
import type { AdminApi } from '../admin-api.ts';
import type { ShopRow } from '../install.ts';
import { shopifyPolicySyncs } from '../schema.ts';

/** Queue of one shop's policy sync (data `{ storeId }`), and the hourly schedule that queues every installed shop. */
export const POLICY_SYNC_QUEUE = 'shopify.policies-sync';
const POLICY_HOURLY_QUEUE = 'shopify.policies-hourly';
/** Minute 41 of every hour (UTC). */
export const POLICY_HOURLY_CRON = '41 * * * *';

/** Shopify's `ShopPolicyType`. */
export type ShopPolicyType = 'CONTACT_INFORMATION' | 'LEGAL_NOTICE' | 'PRIVACY_POLICY' | 'REFUND_POLICY' | 'SHIPPING_POLICY' | 'SUBSCRIPTION_POLICY' | 'TERMS_OF_SALE' | 'TERMS_OF_SERVICE';

/**
 * Per policy type: the knowledge tags it gets (knowledge/service.ts TOPIC_SYNONYMS gives shipping, returns, payment and
 * contact the shopper's words for them; the others match by their own word) and its title in each language the agent
 * answers in (the names Shopify's storefront uses for these pages), for translations.
 */
export const POLICY_TYPES: Record<ShopPolicyType, { tags: string[]; titles: Record<'en' | 'es' | 'fr' | 'de' | 'pt' | 'it', string> }> = {
  REFUND_POLICY: { tags: ['returns'], titles: { en: 'Refund policy', es: 'Política de reembolso', fr: 'Politique de remboursement', de: 'Rückerstattungsrichtlinie', pt: 'Política de reembolso', it: 'Politica di rimborso' } },
  SHIPPING_POLICY: { tags: ['shipping'], titles: { en: 'Shipping policy', es: 'Política de envío', fr: "Politique d'expédition", de: 'Versandrichtlinie', pt: 'Política de envio', it: 'Politica di spedizione' } },
  TERMS_OF_SALE: { tags: ['payment', 'terms'], titles: { en: 'Terms of sale', es: 'Condiciones de venta', fr: 'Conditions de vente', de: 'Verkaufsbedingungen', pt: 'Condições de venda', it: 'Condizioni di vendita' } },
  CONTACT_INFORMATION: { tags: ['contact'], titles: { en: 'Contact information', es: 'Información de contacto', fr: 'Coordonnées', de: 'Kontaktinformationen', pt: 'Informações de contato', it: 'Informazioni di contatto' } },
  SUBSCRIPTION_POLICY: { tags: ['subscriptions'], titles: { en: 'Cancellation policy', es: 'Política de cancelación', fr: "Politique d'annulation", de: 'Kündigungsrichtlinie', pt: 'Política de cancelamento', it: 'Politica di cancellazione' } },
  PRIVACY_POLICY: { tags: ['privacy'], titles: { en: 'Privacy policy', es: 'Política de privacidad', fr: 'Politique de confidentialité', de: 'Datenschutzerklärung', pt: 'Política de privacidade', it: 'Informativa sulla privacy' } },
  TERMS_OF_SERVICE: { tags: ['terms'], titles: { en: 'Terms of service', es: 'Términos del servicio', fr: "Conditions d'utilisation", de: 'Nutzungsbedingungen', pt: 'Termos de serviço', it: 'Termini di servizio' } },
  LEGAL_NOTICE: { tags: ['legal'], titles: { en: 'Legal notice', es: 'Aviso legal', fr: 'Mentions légales', de: 'Impressum', pt: 'Aviso legal', it: 'Note legali' } },
};

const POLICIES = `#graphql
query AisleShopPolicies { shop { shopPolicies { id type title body url updatedAt } } }`;
const LOCALES = `#graphql
query AisleShopLocales { shopLocales(published: true) { locale primary published } }`;
const TRANSLATIONS = `#graphql
query AislePolicyTranslations($locale: String!, $after: String) {
  translatableResources(resourceType: SHOP_POLICY, first: 50, after: $after) {
    edges { node { resourceId translations(locale: $locale) { key value locale outdated updatedAt } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A `ShopPolicy` as {@link POLICIES} selects it (`body` is HTML). */
type ShopPolicy = { id: string; type: ShopPolicyType; title: string; body: string; url: string; updatedAt: string };
/** A `Translation` of a translatable resource. */
type Translation = { key: string; value: string | null; locale: string; outdated: boolean; updatedAt: string | null };
type TranslatableResources = {
  translatableResources: { edges: { node: { resourceId: string; translations: Translation[] } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

/**
 * What an import did: the knowledge summary, Shopify's policies (with or without text), the language they are written
 * in (ISO 639-1: the shop's primary language) and the languages of the translations read.
 */
type PolicyImport = ImportSummary & { policies: number; language: string; locales: string[] };
/** What a run did: `skipped` says why nothing was read (no such shop, uninstalled, scope not granted). */
export type PolicySyncResult = PolicyImport | { skipped: 'no_shop' | 'uninstalled' | 'scope_missing' };

/**
 * The policy sync of a store as the admin shows it: the last run's outcome and time, the last success, the last change
 * (null before any run changed anything), the last failure (`error` and `failedAt`, kept after a later success: it
 * is current when `status` is failed), and what the store holds from Shopify now ({@link ImportedCounts}).
 */
export type PolicySyncStatus = {
  status: (typeof shopifyPolicySyncs.$inferSelect)['status']; lastRunAt: Date; syncedAt: Date | null; locales: string[];
  lastChange: { at: Date; created: number; updated: number; removed: number; translationsWritten: number; translationsRemoved: number } | null;
  error: string | null; failedAt: Date | null;
  imported: ImportedCounts;
};

/** The text of a failed run the merchant sees: an AppError's own words (Shopify's refusal, unreachable…), else a generic line. */
function failureText(err: unknown): string {
  if (err instanceof AppError) return err.detail.slice(0, 500);
  return 'The policies could not be imported (an error in Aisle); the sync is retried.';
}

/** The policy sync of a process. */
export type PolicySync = {
  /** Queue a run for a store (dropped when one is already queued for it). */
  queue(storeId: string): Promise<void>;
  /**
   * Run now (the job's body; tests call it directly).
   * @throws AppError platform_unavailable when Shopify cannot be reached or refuses (the job retries)
   */
  syncNow(storeId: string): Promise<PolicySyncResult>;
  /** Register the job queue and the hourly schedule. */
  register(jobs: Jobs): Promise<void>;
  /** Delete a store's policy jobs, queued or done (their data and key name the store): shop/redact. */
  forget(storeId: string): Promise<void>;
  /** The store's policy sync status ({@link PolicySyncStatus}), or null before its first recorded run. */
  status(storeId: string): Promise<PolicySyncStatus | null>;
};

/** Dependencies of {@link createPolicySync}. */
export type PolicySyncDeps = {
  database: Database; admin: AdminApi; jobs: Jobs; logger: Logger;
  shopOfStore: (storeId: string) => Promise<ShopRow | null>;
  listInstalledStores: () => Promise<string[]>;
};

/**
 * Shopify locales (e.g. `pt-BR`) for the languages a store serves (ISO 639-1) other than the shop's primary language:
 * `[language, locale]` pairs, an exact match preferred over a regional one. Only published shop locales count.
 */
export function translationLocales(served: readonly string[], shopLocales: { locale: string; primary: boolean }[]): [string, string][] {
  const lang = (l: string) => l.toLowerCase().split('-')[0]!;
  const primary = shopLocales.find((l) => l.primary);
  const out: [string, string][] = [];
  for (const want of served) {
    if (primary && lang(primary.locale) === want) continue;
    const match = shopLocales.find((l) => l.locale.toLowerCase() === want) ?? shopLocales.find((l) => lang(l.locale) === want);
    if (match) out.push([want, match.locale]);
  }
  return out;
}

/** Create the policy sync. */
export function createPolicySync(deps: PolicySyncDeps): PolicySync {
  const { database, admin, logger } = deps;

  async function translationsByResource(storeId: string, locale: string): Promise<Map<string, Translation>> {
    const out = new Map<string, Translation>();
    let after: string | null = null;
    do {
      const data: TranslatableResources = await admin.graphql<TranslatableResources>(storeId, TRANSLATIONS, { locale, after });
      for (const { node } of data.translatableResources.edges) {
        const body = node.translations.find((t) => t.key === 'body' && t.value);
        if (body) out.set(node.resourceId, body);
      }
      after = data.translatableResources.pageInfo.hasNextPage ? data.translatableResources.pageInfo.endCursor : null;
    } while (after);
    return out;
  }

  /** Record a run's outcome (one row per store): a success with its summary, a failure with its error, or scope_missing. */
  async function record(storeId: string, outcome: { summary: ImportSummary; locales: string[] } | { error: string } | 'scope_missing'): Promise<void> {
    const now = new Date();
    let values: Omit<typeof shopifyPolicySyncs.$inferInsert, 'storeId'>;
    if (outcome === 'scope_missing') values = { status: 'scope_missing', lastRunAt: now };
    else if ('error' in outcome) values = { status: 'failed', lastRunAt: now, error: outcome.error, failedAt: now };
    else {
      const { created, updated, removed, translationsWritten, translationsRemoved } = outcome.summary;
      const changed = created + updated + removed + translationsWritten + translationsRemoved > 0;
      values = {
        status: 'succeeded', lastRunAt: now, syncedAt: now, locales: outcome.locales,
        ...(changed ? { changedAt: now, created, updated, removed, translationsWritten, translationsRemoved } : {}),
      };
    }
    await database.db.insert(shopifyPolicySyncs).values({ storeId, ...values }).onConflictDoUpdate({ target: shopifyPolicySyncs.storeId, set: values });
  }

  async function syncNow(storeId: string): Promise<PolicySyncResult> {
    const shop = await deps.shopOfStore(storeId);
    const store = await findStoreById(database, storeId);
    if (!shop || !store) return { skipped: 'no_shop' };
    if (shop.uninstalledAt) return { skipped: 'uninstalled' };
    const scopes = new Set(shop.scope.split(','));
    if (!scopes.has('read_legal_policies')) {
      logger.warn({ store_id: storeId }, 'shopify policies not imported: the shop has not granted read_legal_policies');
      await record(storeId, 'scope_missing');
      return { skipped: 'scope_missing' };
    }
    try {
      const result = await importPolicies(storeId, store.parsedSettings.languages, await storeLanguageOf(database, storeId), scopes);
      await record(storeId, { summary: result, locales: result.locales });
      return result;
    } catch (err) {
      await record(storeId, { error: failureText(err) }).catch((e: unknown) => logger.warn({ store_id: storeId, err: e instanceof Error ? e.message : String(e) }, 'shopify policy sync: the failure was not recorded'));
      throw err;
    }
  }

  async function importPolicies(storeId: string, served: readonly string[], storeLanguage: string, scopes: Set<string>): Promise<PolicyImport> {
    const { shop: { shopPolicies } } = await admin.graphql<{ shop: { shopPolicies: ShopPolicy[] } }>(storeId, POLICIES);
    const shopLocales = scopes.has('read_locales')
      ? (await admin.graphql<{ shopLocales: { locale: string; primary: boolean }[] }>(storeId, LOCALES)).shopLocales
      : [];
    // Policies are written in the shop's primary language; without read_locales, the store's language is the guess.
    const primary = shopLocales.find((l) => l.primary)?.locale;
    const language = primary ? primary.toLowerCase().split(/[-_]/)[0]! : storeLanguage;
    const locales = scopes.has('read_translations') ? translationLocales(served, shopLocales) : [];
    const translated = new Map<string, Map<string, Translation>>();
    for (const [lang, locale] of locales) translated.set(lang, await translationsByResource(storeId, locale));
    const pages: ImportedPage[] = shopPolicies.map((p) => {
      const type = POLICY_TYPES[p.type];
      return {
        externalId: p.id, title: p.title, body: htmlToText(p.body).markdown, language, tags: type?.tags ?? [], url: p.url,
        translations: [...translated].flatMap(([lang, byId]) => {
          const t = byId.get(p.id);
          if (!t?.value) return [];
          return [{ locale: lang, title: type?.titles[lang as keyof typeof type.titles] ?? p.title, body: htmlToText(t.value).markdown, current: !t.outdated }];
        }),
      };
    });
    const summary = await syncImportedArticles(database, storeId, 'shopify', pages);
    logger.info({ store_id: storeId, policies: shopPolicies.length, language, locales: locales.map(([l]) => l), ...summary }, 'shopify policies synced');
    return { ...summary, policies: shopPolicies.length, language, locales: locales.map(([l]) => l) };
  }

  return {
    syncNow,
    async status(storeId) {
      const [row] = await database.db.select().from(shopifyPolicySyncs).where(eq(shopifyPolicySyncs.storeId, storeId)).limit(1);
      if (!row) return null;
      return {
        status: row.status, lastRunAt: row.lastRunAt, syncedAt: row.syncedAt, locales: row.locales,
        lastChange: row.changedAt ? {
          at: row.changedAt, created: row.created, updated: row.updated, removed: row.removed,
          translationsWritten: row.translationsWritten, translationsRemoved: row.translationsRemoved,
        } : null,
        error: row.error, failedAt: row.failedAt,
        imported: await countImportedArticles(database, storeId, 'shopify'),
      };
    },
    async queue(storeId) {
      await deps.jobs.send(POLICY_SYNC_QUEUE, { storeId }, { singletonKey: storeId });
    },
    async forget(storeId) {
      const found = await deps.jobs.boss.findJobs(POLICY_SYNC_QUEUE, { key: storeId });
      if (found.length) await deps.jobs.boss.deleteJob(POLICY_SYNC_QUEUE, found.map((j) => j.id));
    },
    async register(jobs) {
      await jobs.register<{ storeId: string }>(POLICY_SYNC_QUEUE, async ([job]) => { await syncNow(job!.data.storeId); },
        { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 });
      await jobs.register(POLICY_HOURLY_QUEUE, async () => {
        for (const storeId of await deps.listInstalledStores()) await deps.jobs.send(POLICY_SYNC_QUEUE, { storeId }, { singletonKey: storeId });
      }, { cron: POLICY_HOURLY_CRON, policy: 'singleton', retryLimit: 0 });
    },
  };
}
