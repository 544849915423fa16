DROP INDEX "campaigns_brand_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usecase" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_detail_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_campaign_detail_id_campaign_details_id_fk" FOREIGN KEY ("campaign_detail_id") REFERENCES "public"."campaign_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_idx" ON "campaigns" USING btree ("brand_id","usecase");