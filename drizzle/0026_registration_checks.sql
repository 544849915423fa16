CREATE TABLE "registration_checks" (
	"account_id" integer NOT NULL,
	"track" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"failed_tries" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_checks_pkey" PRIMARY KEY("account_id","track")
);
--> statement-breakpoint
ALTER TABLE "registration_checks" ADD CONSTRAINT "registration_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_checks_due_idx" ON "registration_checks" USING btree ("due_at");--> statement-breakpoint
-- Tracks already waiting on a provider (seeded before this queue existed), due as the reconciler would have
-- scheduled them: a tenth of their wait so far, from 30 seconds to 6 hours (services/registration-schedule.ts).
INSERT INTO "registration_checks" ("account_id", "track", "due_at")
SELECT r.account_id, t.track,
       now() + least(greatest((now() - coalesce(t.since, now())) / 10, interval '30 seconds'), interval '6 hours')
  FROM "account_registrations" r
 CROSS JOIN LATERAL (VALUES ('messaging', r.messaging_status, r.messaging_since),
                            ('brand', r.brand_status, r.brand_since),
                            ('campaign', r.campaign_status, r.campaign_since)) AS t(track, status, since)
 WHERE t.status IN ('submitted', 'in_review');
