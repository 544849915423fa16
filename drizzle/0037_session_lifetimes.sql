ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A sign-in under way began when the first token of its family was issued.
UPDATE "refresh_tokens" AS t SET "signed_in_at" = f.started
  FROM (SELECT "family_id", min("created_at") AS started FROM "refresh_tokens" GROUP BY "family_id") AS f
 WHERE t."family_id" = f."family_id";
