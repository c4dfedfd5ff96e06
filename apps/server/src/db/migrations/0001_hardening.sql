CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"storage_path" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Makeovers keep images as stored files: drop image bytes earlier versions let rows carry inline.
UPDATE "makeovers" SET "original_image" = "original_image" - 'base64' WHERE jsonb_path_exists("original_image", '$.base64');--> statement-breakpoint
UPDATE "makeovers" SET "intermediate_images" = (SELECT coalesce(jsonb_agg(img - 'base64' - 'referenceImageBase64' ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("intermediate_images") WITH ORDINALITY AS t(img, n)) WHERE jsonb_path_exists("intermediate_images", '$[*] ? (exists(@.base64) || exists(@.referenceImageBase64))');--> statement-breakpoint
UPDATE "makeovers" SET "final_images" = (SELECT coalesce(jsonb_agg(img - 'base64' - 'referenceImageBase64' ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("final_images") WITH ORDINALITY AS t(img, n)) WHERE jsonb_path_exists("final_images", '$[*] ? (exists(@.base64) || exists(@.referenceImageBase64))');
