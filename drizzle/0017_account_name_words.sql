CREATE TABLE "account_name_words" (
	"word_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "accounts_email_trgm_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "account_name_words_key" ON "account_name_words" USING btree ("word_id","name_key" collate "C","account_id");--> statement-breakpoint
CREATE INDEX "accounts_email_prefix_idx" ON "accounts" USING btree (lower("email") collate "C");