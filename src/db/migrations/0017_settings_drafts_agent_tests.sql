CREATE TABLE "agent_test_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" jsonb NOT NULL,
	"conversations" jsonb NOT NULL,
	"total_turns" integer NOT NULL,
	"done_turns" integer DEFAULT 0 NOT NULL,
	"draft" jsonb,
	"report" jsonb,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_test_sets" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jsonl" text NOT NULL,
	"conversations" integer NOT NULL,
	"turns" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "store_settings_drafts" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "agent_test_runs" ADD CONSTRAINT "agent_test_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_runs" ADD CONSTRAINT "agent_test_runs_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_sets" ADD CONSTRAINT "agent_test_sets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_sets" ADD CONSTRAINT "agent_test_sets_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings_drafts" ADD CONSTRAINT "store_settings_drafts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings_drafts" ADD CONSTRAINT "store_settings_drafts_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_test_runs_store_created_idx" ON "agent_test_runs" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_test_runs_store_active_uq" ON "agent_test_runs" USING btree ("store_id") WHERE status IN ('queued', 'running');