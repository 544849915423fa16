ALTER TABLE "registration_stage_counts" DROP CONSTRAINT "registration_stage_counts_pkey";--> statement-breakpoint
CREATE INDEX "registration_stage_counts_stage_idx" ON "registration_stage_counts" USING btree ("track","step","status");--> statement-breakpoint
-- The counts per stage as rows to add up (see registration_stage_counts in schema.ts): each writing statement of
-- account_registrations inserts its net changes, one row per stage whose count it moved, and waits for no one.
-- Before, each upserted the shared row of every stage it touched, in no fixed order and in two statements (the
-- old rows' stages, then the new ones'), so two writers of different accounts deadlocked on them.
CREATE FUNCTION count_registration_stage_changes(removed account_registrations[], added account_registrations[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO registration_stage_counts (track, step, status, accounts)
  SELECT s.track, s.step, s.status, sum(c.delta)::int
    FROM (SELECT messaging_step, messaging_status, brand_step, brand_status, campaign_step, campaign_status, -1 AS delta
            FROM unnest(removed)
          UNION ALL
          SELECT messaging_step, messaging_status, brand_step, brand_status, campaign_step, campaign_status, 1
            FROM unnest(added)) c
    CROSS JOIN LATERAL (VALUES ('messaging', c.messaging_step, c.messaging_status),
                               ('brand', c.brand_step, c.brand_status),
                               ('campaign', c.campaign_step, c.campaign_status)) AS s(track, step, status)
   GROUP BY 1, 2, 3
  HAVING sum(c.delta) <> 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_registration_stage_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'TRUNCATE' THEN
    -- Not beside a fold (fold_registration_stage_counts): both take every row away.
    PERFORM pg_advisory_xact_lock(hashtext('fold_registration_stage_counts'));
    DELETE FROM registration_stage_counts;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM count_registration_stage_changes(NULL,
      (SELECT array_agg(ROW(n.*)::account_registrations) FROM new_registrations n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM count_registration_stage_changes(
      (SELECT array_agg(ROW(o.*)::account_registrations) FROM old_registrations o), NULL);
  ELSE
    PERFORM count_registration_stage_changes(
      (SELECT array_agg(ROW(o.*)::account_registrations) FROM old_registrations o),
      (SELECT array_agg(ROW(n.*)::account_registrations) FROM new_registrations n));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION count_registration_stages(account_registrations[], integer);
--> statement-breakpoint
-- Sums each stage's rows back to one (none for a stage at zero), in one statement. One fold runs at a time, in any
-- process (a fold that finds another under way leaves the rows to it); rows that writers add meanwhile are not
-- yet visible to it, and stay to be summed next time. Answers how many rows it took away.
CREATE FUNCTION fold_registration_stage_counts() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('fold_registration_stage_counts')) THEN
    RETURN 0;
  END IF;
  WITH gone AS (DELETE FROM registration_stage_counts RETURNING track, step, status, accounts),
       kept AS (INSERT INTO registration_stage_counts (track, step, status, accounts)
                SELECT track, step, status, sum(accounts)::int FROM gone GROUP BY 1, 2, 3 HAVING sum(accounts) <> 0
                RETURNING 1)
  SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO folded;
  RETURN folded;
END;
$$;
