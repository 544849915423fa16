CREATE TABLE "table_rows" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "accounts_name_order_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_name_order_idx" ON "accounts" USING btree ("name_key" collate "C","id");