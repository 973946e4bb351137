CREATE TABLE "shopify_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"data_request_id" text,
	"customer_email" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopify_resource_versions" (
	"store_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopify_resource_versions_store_id_resource_id_pk" PRIMARY KEY("store_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"shop" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"access_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone,
	"refresh_token_sealed" text,
	"refresh_token_expires_at" timestamp with time zone,
	"associated_user_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_shops" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"shop_gid" text,
	"scope" text DEFAULT '' NOT NULL,
	"development" boolean DEFAULT false NOT NULL,
	"primary_domain" text,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uninstalled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopify_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"test" boolean NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"bulk_operation_id" text,
	"status" text DEFAULT 'running' NOT NULL,
	"objects" integer DEFAULT 0 NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopify_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"webhook_id" text NOT NULL,
	"event_id" text,
	"api_version" text,
	"triggered_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "staff_users_email_uq";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "platform_user_id" text;--> statement-breakpoint
ALTER TABLE "shopify_data_exports" ADD CONSTRAINT "shopify_data_exports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_resource_versions" ADD CONSTRAINT "shopify_resource_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_sessions" ADD CONSTRAINT "shopify_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_shops" ADD CONSTRAINT "shopify_shops_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_subscriptions" ADD CONSTRAINT "shopify_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_syncs" ADD CONSTRAINT "shopify_syncs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_webhooks" ADD CONSTRAINT "shopify_webhooks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_data_exports_store_idx" ON "shopify_data_exports" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "shopify_sessions_store_idx" ON "shopify_sessions" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_shops_shop_uq" ON "shopify_shops" USING btree ("shop");--> statement-breakpoint
CREATE INDEX "shopify_subscriptions_store_idx" ON "shopify_subscriptions" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "shopify_syncs_store_idx" ON "shopify_syncs" USING btree ("store_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_syncs_store_active_uq" ON "shopify_syncs" USING btree ("store_id") WHERE status IN ('running', 'importing');--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_webhooks_webhook_uq" ON "shopify_webhooks" USING btree ("webhook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_webhooks_event_uq" ON "shopify_webhooks" USING btree ("event_id","topic");--> statement-breakpoint
CREATE INDEX "shopify_webhooks_pending_idx" ON "shopify_webhooks" USING btree ("received_at") WHERE status = 'received';--> statement-breakpoint
CREATE INDEX "shopify_webhooks_store_idx" ON "shopify_webhooks" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_platform_user_uq" ON "staff_users" USING btree ("store_id","platform_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree ("email") WHERE platform_user_id IS NULL;