-- The legal entity search finds a term's entities through legal_entity_words (src/server/services/legal-entities.ts).
-- These statement triggers keep it, whoever writes accounts (the API, the seed, a CLI, psql): each statement adds
-- the words of the names it wrote and takes away those of the names it replaced or removed, per (word, entity),
-- counting accounts, so a pair goes when its last account does. Rows are written in key order, so two statements
-- touching the same pairs wait for each other rather than deadlock. Words split on white space, as search terms do.
CREATE FUNCTION legal_entity_word_changes(delta integer, rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w.word
    FROM jsonb_to_recordset(rows_changed) AS r(id integer, name text, legal_entity_id integer),
         regexp_split_to_table(lower(r.name), '\s+') AS w(word)
    WHERE delta > 0 AND r.legal_entity_id IS NOT NULL AND w.word <> ''
    ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO legal_entity_words (word_id, legal_entity_id, accounts)
    SELECT d.id, c.legal_entity_id, delta * c.accounts
    FROM (
      SELECT r.legal_entity_id, w.word, count(DISTINCT r.id)::integer AS accounts
      FROM jsonb_to_recordset(rows_changed) AS r(id integer, name text, legal_entity_id integer),
           regexp_split_to_table(lower(r.name), '\s+') AS w(word)
      WHERE r.legal_entity_id IS NOT NULL AND w.word <> ''
      GROUP BY 1, 2
    ) c
    JOIN name_words d ON d.word = c.word
    ORDER BY 1, 2
  ON CONFLICT (word_id, legal_entity_id) DO UPDATE SET accounts = legal_entity_words.accounts + EXCLUDED.accounts;
  -- Pairs left with no account (read through a partial index of just those).
  DELETE FROM legal_entity_words WHERE delta < 0 AND accounts <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_legal_entity_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed jsonb;
  added jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM legal_entity_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    added := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name, 'legal_entity_id', legal_entity_id)) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    removed := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name, 'legal_entity_id', legal_entity_id)) FROM old_rows);
  ELSE
    -- Only rows whose name or legal entity changed (a sync time written to every account changes no word).
    SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name, 'legal_entity_id', o.legal_entity_id)),
           jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name, 'legal_entity_id', n.legal_entity_id))
      INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.legal_entity_id) IS DISTINCT FROM (n.name, n.legal_entity_id);
  END IF;
  IF removed IS NOT NULL THEN PERFORM legal_entity_word_changes(-1, removed); END IF;
  IF added IS NOT NULL THEN PERFORM legal_entity_word_changes(1, added); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_words_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_words();
--> statement-breakpoint
CREATE TRIGGER accounts_words_updated AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_words();
--> statement-breakpoint
CREATE TRIGGER accounts_words_deleted AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_words();
--> statement-breakpoint
CREATE TRIGGER accounts_words_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_words();
--> statement-breakpoint
SELECT legal_entity_word_changes(1, coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name, 'legal_entity_id', legal_entity_id)) FROM accounts WHERE legal_entity_id IS NOT NULL), '[]'));
