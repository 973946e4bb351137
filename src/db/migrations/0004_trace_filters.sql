ALTER TABLE "runs" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "total_input_tokens" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "total_output_tokens" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "total_cost_usd" numeric(12, 6);--> statement-breakpoint
CREATE INDEX "runs_store_roots_idx" ON "runs" USING btree ("store_id","started_at","id") WHERE "runs"."parent_id" IS NULL;--> statement-breakpoint
-- Backfill: existing root runs get the totals of their trace's llm runs and the model of its last llm run.
UPDATE "runs" AS root SET
  "total_input_tokens" = agg.input_tokens,
  "total_output_tokens" = agg.output_tokens,
  "total_cost_usd" = agg.cost_usd,
  "model" = coalesce(root."model", agg.model)
FROM (
  SELECT "trace_id",
    sum(coalesce("input_tokens", 0))::int AS input_tokens,
    sum(coalesce("output_tokens", 0))::int AS output_tokens,
    sum("cost_usd") AS cost_usd,
    (array_agg("model" ORDER BY "started_at" DESC) FILTER (WHERE "model" IS NOT NULL))[1] AS model
  FROM "runs" WHERE "kind" = 'llm' GROUP BY "trace_id"
) AS agg
WHERE root."id" = agg."trace_id" AND root."parent_id" IS NULL;
