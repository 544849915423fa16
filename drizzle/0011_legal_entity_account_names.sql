CREATE TABLE "legal_entity_account_names" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_entity_account_names" ADD CONSTRAINT "legal_entity_account_names_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_entity_account_names_trgm_idx" ON "legal_entity_account_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_entity_account_names_prefix_idx" ON "legal_entity_account_names" USING btree ("name" collate "C","legal_entity_id");