-- Knowledge sources: articles imported from a platform (Shopify shop policies: source, external_id, url) and the
-- digest of each article's text, which a translation records when saved (outdated translations). Reviewed by hand.
ALTER TABLE "knowledge_article_translations" ADD COLUMN "source" text DEFAULT 'aisle' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_article_translations" ADD COLUMN "source_digest" text;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "source" text DEFAULT 'aisle' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "digest" text GENERATED ALWAYS AS (md5(title || chr(10) || body)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_external_idx" ON "knowledge_articles" USING btree ("store_id","external_id");--> statement-breakpoint
-- Backfill (hand-written): a translation saved after its article's last edit was up to date under the old rule
-- (updated_at comparison), so it records the article's digest now; one saved before stays without one (outdated).
UPDATE "knowledge_article_translations" t SET "source_digest" = a."digest" FROM "knowledge_articles" a WHERE a."id" = t."article_id" AND t."updated_at" >= a."updated_at";
