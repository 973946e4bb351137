/**
 * The language a store's catalog is written in (catalog_settings.language; English when the store has no row). It is
 * set with an import (`aisle import --language es`, the admin upload's `language` field) and picks the text-search
 * configuration of the catalog's search vectors and of the queries run on them (search/catalog-language.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { reindexSearchVectors } from './repository.ts';
import { catalogSettings, catalogVocabulary } from './schema.ts';
import { CATALOG_LANGUAGES, isCatalogLanguage, type CatalogLanguage } from './search/catalog-language.ts';
import { invalidateStoreVocabulary } from './search/store-vocabulary.ts';

/** The language of a store's catalog ('en' when never set). */
export async function getCatalogLanguage(database: Database, storeId: string): Promise<CatalogLanguage> {
  const [row] = await database.db.select({ language: catalogSettings.language }).from(catalogSettings).where(eq(catalogSettings.storeId, storeId)).limit(1);
  return row && isCatalogLanguage(row.language) ? row.language : 'en';
}

/**
 * A store's catalog settings as the admin shows them: the catalog's language, and the provider model that last
 * translated its vocabulary (null: never), when, and how many of the catalog's words have a translation kept (in any language).
 */
export type CatalogSettingsView = { language: CatalogLanguage; vocabularyModel: string | null; vocabularyTranslatedAt: Date | null; vocabularyTerms: number };

/** The catalog settings of a store (English and nothing translated when it never had any). */
export async function getCatalogSettings(database: Database, storeId: string): Promise<CatalogSettingsView> {
  const [[row], [terms]] = await Promise.all([
    database.db.select().from(catalogSettings).where(eq(catalogSettings.storeId, storeId)).limit(1),
    database.db.select({ n: sql<number>`count(DISTINCT ${catalogVocabulary.term}) FILTER (WHERE cardinality(${catalogVocabulary.translations}) > 0)::int` })
      .from(catalogVocabulary).where(eq(catalogVocabulary.storeId, storeId)),
  ]);
  return {
    language: row && isCatalogLanguage(row.language) ? row.language : 'en',
    vocabularyModel: row?.vocabularyModel ?? null, vocabularyTranslatedAt: row?.vocabularyTranslatedAt ?? null, vocabularyTerms: terms?.n ?? 0,
  };
}

/**
 * Set the language of a store's catalog. When it changes, the products already there are re-indexed with the new
 * language's configuration and the translated vocabulary of the old language is dropped (its words are no longer the
 * catalog's). Returns whether it changed and how many products were re-indexed.
 * @throws AppError invalid_request for a language that is not one of {@link CATALOG_LANGUAGES}
 */
export async function setCatalogLanguage(database: Database, storeId: string, language: string): Promise<{ changed: boolean; reindexed: number }> {
  if (!isCatalogLanguage(language)) {
    throw new AppError('invalid_request', `Catalog language "${language}" is not one of ${CATALOG_LANGUAGES.join(', ')}`);
  }
  const before = await getCatalogLanguage(database, storeId);
  if (before === language) return { changed: false, reindexed: 0 };
  await database.db.transaction(async (tx) => {
    await tx.insert(catalogSettings).values({ storeId, language })
      .onConflictDoUpdate({ target: catalogSettings.storeId, set: { language, vocabularyModel: null, vocabularyTranslatedAt: null, updatedAt: new Date() } });
    await tx.delete(catalogVocabulary).where(eq(catalogVocabulary.storeId, storeId));
  });
  const reindexed = await reindexSearchVectors(database, storeId);
  invalidateStoreVocabulary(storeId);
  return { changed: true, reindexed };
}
