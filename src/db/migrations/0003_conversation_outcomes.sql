ALTER TABLE "conversations" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
CREATE INDEX "conversations_store_status_last_idx" ON "conversations" USING btree ("store_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_store_started_idx" ON "conversations" USING btree ("store_id","started_at");