ALTER TABLE "shares" ADD COLUMN "show_in_explore" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "shares_explore_idx" ON "shares" USING btree ("show_in_explore","created_at");