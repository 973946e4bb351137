CREATE INDEX "runs_trace_store_idx" ON "runs" USING btree ("trace_id","store_id");--> statement-breakpoint
DROP INDEX "runs_trace_idx";--> statement-breakpoint
CREATE INDEX "runs_store_roots_status_idx" ON "runs" USING btree ("store_id","status","started_at","id") WHERE "runs"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "runs_store_roots_intent_idx" ON "runs" USING btree ("store_id","intent","started_at","id") WHERE "runs"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "runs_store_roots_model_idx" ON "runs" USING btree ("store_id","model","started_at","id") WHERE "runs"."parent_id" IS NULL;