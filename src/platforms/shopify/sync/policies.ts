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
 * Mapping: each policy becomes an article keyed by its `id` (`gid://shopify/ShopPolicy/…`) — its `title`, its HTML
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
 */
import type { Logger } from '../../../shared/logger.ts';
import { htmlToText } from '../../../catalog/index.ts';
import type { Database } from '../../../db/index.ts';
import type { Jobs } from '../../../jobs/index.ts';
import { syncImportedArticles, type ImportedPage, type ImportSummary } from '../../../knowledge/index.ts';
import { findStoreById } from '../../../stores/index.ts';
import type { AdminApi } from '../admin-api.ts';
import type { ShopRow } from '../install.ts';

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

/** What a run did: `skipped` says why nothing was read (no such shop, uninstalled, scope not granted). */
export type PolicySyncResult = (ImportSummary & { policies: number; locales: string[] }) | { skipped: 'no_shop' | 'uninstalled' | 'scope_missing' };

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

  async function syncNow(storeId: string): Promise<PolicySyncResult> {
    const shop = await deps.shopOfStore(storeId);
    const store = await findStoreById(database, storeId);
    if (!shop || !store) return { skipped: 'no_shop' };
    if (shop.uninstalledAt) return { skipped: 'uninstalled' };
    const scopes = new Set(shop.scope.split(','));
    if (!scopes.has('read_legal_policies')) {
      logger.warn({ store_id: storeId }, 'shopify policies not imported: the shop has not granted read_legal_policies');
      return { skipped: 'scope_missing' };
    }
    const { shop: { shopPolicies } } = await admin.graphql<{ shop: { shopPolicies: ShopPolicy[] } }>(storeId, POLICIES);
    const locales = scopes.has('read_locales') && scopes.has('read_translations')
      ? translationLocales(store.parsedSettings.languages, (await admin.graphql<{ shopLocales: { locale: string; primary: boolean }[] }>(storeId, LOCALES)).shopLocales)
      : [];
    const translated = new Map<string, Map<string, Translation>>();
    for (const [lang, locale] of locales) translated.set(lang, await translationsByResource(storeId, locale));
    const pages: ImportedPage[] = shopPolicies.map((p) => {
      const type = POLICY_TYPES[p.type];
      return {
        externalId: p.id, title: p.title, body: htmlToText(p.body).markdown, tags: type?.tags ?? [], url: p.url,
        translations: [...translated].flatMap(([lang, byId]) => {
          const t = byId.get(p.id);
          if (!t?.value) return [];
          return [{ locale: lang, title: type?.titles[lang as keyof typeof type.titles] ?? p.title, body: htmlToText(t.value).markdown, current: !t.outdated }];
        }),
      };
    });
    const summary = await syncImportedArticles(database, storeId, 'shopify', pages);
    logger.info({ store_id: storeId, policies: shopPolicies.length, locales: locales.map(([l]) => l), ...summary }, 'shopify policies synced');
    return { ...summary, policies: shopPolicies.length, locales: locales.map(([l]) => l) };
  }

  return {
    syncNow,
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
