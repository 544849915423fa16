-- The accounts search finds a one-word term's accounts through account_name_words (src/server/services/account-list.ts).
-- These statement triggers keep it, whoever writes accounts (the API, the seed, a CLI, psql): each statement removes
-- the entries of the names it replaced or removed and adds those of the names it wrote, in key order (two statements
-- touching the same entries wait for each other rather than deadlock). Words split on white space, as in
-- drizzle/0016; name_words is shared with the legal entity search and only grows.
CREATE FUNCTION account_name_words_removed(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_name_words p
  USING unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word), name_words d
  WHERE d.word = w.word
    AND p.word_id = d.id AND p.name_key COLLATE "C" = lower(r.name) COLLATE "C" AND p.account_id = r.id;
$$;
--> statement-breakpoint
CREATE FUNCTION account_name_words_added(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w.word FROM unnest(names) AS r(name), regexp_split_to_table(lower(r.name), '\s+') AS w(word)
    WHERE w.word <> ''
    ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  -- A word said twice in a name is one entry; the sort that drops it also gives the key order.
  INSERT INTO account_name_words (word_id, name_key, account_id)
    SELECT DISTINCT d.id, lower(r.name) COLLATE "C", r.id
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word), name_words d
    WHERE d.word = w.word
    ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_account_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_ids integer[];
  removed_names text[];
  added_ids integer[];
  added_names text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_name_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(name) INTO added_ids, added_names FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(name) INTO removed_ids, removed_names FROM old_rows;
  ELSE
    -- Only rows whose name changed (a sync time written to every account changes no entry).
    SELECT array_agg(o.id), array_agg(o.name), array_agg(n.id), array_agg(n.name)
      INTO removed_ids, removed_names, added_ids, added_names
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name IS DISTINCT FROM n.name;
  END IF;
  IF removed_ids IS NOT NULL THEN PERFORM account_name_words_removed(removed_ids, removed_names); END IF;
  IF added_ids IS NOT NULL THEN PERFORM account_name_words_added(added_ids, added_names); END IF;
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
SELECT account_name_words_added(array_agg(id), array_agg(name)) FROM accounts HAVING count(*) > 0;
