CREATE TABLE "account_order_marks" (
	"name_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"accounts" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_order_marks_key" ON "account_order_marks" USING btree ("name_key" collate "C","account_id");