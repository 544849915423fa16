DROP INDEX "accounts_legal_entity_idx";--> statement-breakpoint
DROP INDEX "legal_entities_lower_name_idx";--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_legal_entity_names_idx" ON "accounts" USING btree ("legal_entity_id","name_key" collate "C","id","name") WHERE "accounts"."legal_entity_id" is not null;--> statement-breakpoint
CREATE INDEX "legal_entities_name_order_idx" ON "legal_entities" USING btree ("name_key" collate "C","id");