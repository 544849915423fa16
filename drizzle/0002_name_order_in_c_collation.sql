DROP INDEX "accounts_name_prefix_idx";--> statement-breakpoint
DROP INDEX "accounts_email_prefix_idx";--> statement-breakpoint
DROP INDEX "accounts_name_order_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_order_idx" ON "accounts" USING btree (lower("name") collate "C","id");