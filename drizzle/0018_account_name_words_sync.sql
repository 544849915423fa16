-- The accounts search finds a one-word term's accounts through account_name_words (src/server/services/account-list.ts).
-- These statement triggers keep it, whoever writes accounts (the API, the seed, a CLI, psql): each statement removes
-- the entries of the names it replaced or removed and adds those of the names it wrote, in key order (two statements
-- touching the same entries wait for each other rather than deadlock). Words split on white space, as in
-- drizzle/0016; name_words is shared with the legal entity search and only grows.
CREATE FUNCTION account_name_word_entries(rows_changed jsonb)
RETURNS TABLE (word text, name_key text, account_id integer) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT w.word, lower(r.name), r.id
  FROM jsonb_to_recordset(rows_changed) AS r(id integer, name text),
       regexp_split_to_table(lower(r.name), '\s+') AS w(word)
  WHERE w.word <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION account_name_words_removed(rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_name_words p
  USING account_name_word_entries(rows_changed) e JOIN name_words d ON d.word = e.word
  WHERE p.word_id = d.id AND p.name_key COLLATE "C" = e.name_key COLLATE "C" AND p.account_id = e.account_id;
$$;
--> statement-breakpoint
CREATE FUNCTION account_name_words_added(rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT e.word FROM account_name_word_entries(rows_changed) e ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO account_name_words (word_id, name_key, account_id)
    SELECT d.id, e.name_key, e.account_id
    FROM account_name_word_entries(rows_changed) e JOIN name_words d ON d.word = e.word
    ORDER BY d.id, e.name_key COLLATE "C", e.account_id;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_account_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed jsonb;
  added jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_name_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    added := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name)) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    removed := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name)) FROM old_rows);
  ELSE
    -- Only rows whose name changed (a sync time written to every account changes no entry).
    SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name)),
           jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name))
      INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name IS DISTINCT FROM n.name;
  END IF;
  IF removed IS NOT NULL THEN PERFORM account_name_words_removed(removed); END IF;
  IF added IS NOT NULL THEN PERFORM account_name_words_added(added); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_name_words_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_name_words();
--> statement-breakpoint
CREATE TRIGGER accounts_name_words_updated AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_name_words();
--> statement-breakpoint
CREATE TRIGGER accounts_name_words_deleted AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_name_words();
--> statement-breakpoint
CREATE TRIGGER accounts_name_words_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_name_words();
--> statement-breakpoint
SELECT account_name_words_added(coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name)) FROM accounts), '[]'));
