DROP INDEX "parent_accounts_lower_name_idx";--> statement-breakpoint
DROP INDEX "accounts_parent_account_idx";--> statement-breakpoint
ALTER TABLE "parent_accounts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parent_accounts_name_order_idx" ON "parent_accounts" USING btree ("name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "accounts_parent_account_idx" ON "accounts" USING btree ("parent_account_id","tcr_ready","legal_entity_id");