CREATE TABLE "store_model_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'default' NOT NULL,
	"model" text,
	"base_url" text,
	"api_key_ciphertext" text,
	"api_key_last4" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "store_model_settings" ADD CONSTRAINT "store_model_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_model_settings" ADD CONSTRAINT "store_model_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;