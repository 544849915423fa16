-- The board's counts per stage, kept as account_registrations changes, by whoever changes it (the API, the seed,
-- psql): one statement per writing statement, from its transition tables (a trigger per event). Each row counts
-- once in each of its three tracks; an update takes the old row's stages off and puts the new one's on.
CREATE FUNCTION count_registration_stages(registrations account_registrations[], delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO registration_stage_counts (track, step, status, accounts)
  SELECT s.track, s.step, s.status, delta * count(*)::int
    FROM unnest(registrations) r
    CROSS JOIN LATERAL (VALUES ('messaging', r.messaging_step, r.messaging_status),
                               ('brand', r.brand_step, r.brand_status),
                               ('campaign', r.campaign_step, r.campaign_status)) AS s(track, step, status)
   GROUP BY 1, 2, 3
  ON CONFLICT (track, step, status) DO UPDATE SET accounts = registration_stage_counts.accounts + excluded.accounts;
$$;
--> statement-breakpoint
CREATE FUNCTION keep_registration_stage_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM registration_stage_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM count_registration_stages((SELECT array_agg(ROW(o.*)::account_registrations) FROM old_registrations o), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM count_registration_stages((SELECT array_agg(ROW(n.*)::account_registrations) FROM new_registrations n), 1);
  END IF;
  DELETE FROM registration_stage_counts WHERE accounts = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER registrations_counted_inserted AFTER INSERT ON account_registrations
  REFERENCING NEW TABLE AS new_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION keep_registration_stage_counts();
--> statement-breakpoint
CREATE TRIGGER registrations_counted_updated AFTER UPDATE ON account_registrations
  REFERENCING OLD TABLE AS old_registrations NEW TABLE AS new_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION keep_registration_stage_counts();
--> statement-breakpoint
CREATE TRIGGER registrations_counted_deleted AFTER DELETE ON account_registrations
  REFERENCING OLD TABLE AS old_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION keep_registration_stage_counts();
--> statement-breakpoint
CREATE TRIGGER registrations_counted_truncated AFTER TRUNCATE ON account_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION keep_registration_stage_counts();
--> statement-breakpoint
INSERT INTO registration_stage_counts (track, step, status, accounts)
SELECT s.track, s.step, s.status, count(*)::int
  FROM account_registrations r
  CROSS JOIN LATERAL (VALUES ('messaging', r.messaging_step, r.messaging_status),
                             ('brand', r.brand_step, r.brand_status),
                             ('campaign', r.campaign_step, r.campaign_status)) AS s(track, step, status)
 GROUP BY 1, 2, 3;
