CREATE TABLE "run_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"trace_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid,
	"key" text NOT NULL,
	"score" real,
	"comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"endpoint" text NOT NULL,
	"project" text,
	"api_key_ciphertext" text,
	"api_key_last4" text,
	"headers_ciphertext" text,
	"header_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"include_content" boolean DEFAULT false NOT NULL,
	"sample_rate" real DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_count" bigint DEFAULT 0 NOT NULL,
	"dropped_count" bigint DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trace_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"redact_order_numbers" boolean DEFAULT true NOT NULL,
	"redact_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"retention_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_feedback" ADD CONSTRAINT "run_feedback_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_destinations" ADD CONSTRAINT "trace_destinations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_settings" ADD CONSTRAINT "trace_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_feedback_store_created_idx" ON "run_feedback" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "run_feedback_trace_idx" ON "run_feedback" USING btree ("trace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "run_feedback_message_key_idx" ON "run_feedback" USING btree ("message_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_destinations_store_kind_idx" ON "trace_destinations" USING btree ("store_id","kind");