-- The word functions take the folded names (the stored name_key) rather than fold each name again: in a bulk load
-- search_key() ran about seven times a name (each split, and each word's entry), a tenth of a million-account seed.
-- Their callers, the statement triggers of drizzle/0016, 0018 and 0021 and the seed's fills (seed-bulk.ts), pass
-- name_key, and a row whose key did not change (a name written again, or only its case changed) changes no word.
DROP FUNCTION account_name_words_removed(integer[], text[]);
--> statement-breakpoint
CREATE FUNCTION account_name_words_removed(ids integer[], keys text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_name_words p
  USING unnest(ids, keys) AS r(id, name_key), regexp_split_to_table(r.name_key, '\s+') AS w(word), name_words d
  WHERE d.word = w.word
    AND p.word_id = d.id AND p.name_key COLLATE "C" = r.name_key COLLATE "C" AND p.account_id = r.id;
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, -count(DISTINCT r.id)::integer
    FROM unnest(ids, keys) AS r(id, name_key), regexp_split_to_table(r.name_key, '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
$$;
--> statement-breakpoint
DROP FUNCTION account_name_words_added(integer[], text[]);
--> statement-breakpoint
CREATE FUNCTION account_name_words_added(ids integer[], keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, count(DISTINCT r.id)::integer
    FROM unnest(ids, keys) AS r(id, name_key), regexp_split_to_table(r.name_key, '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
  -- A word said twice in a name is one entry; the sort that drops it also gives the key order.
  INSERT INTO account_name_words (word_id, name_key, account_id)
    SELECT DISTINCT d.id, r.name_key COLLATE "C", r.id
    FROM unnest(ids, keys) AS r(id, name_key), regexp_split_to_table(r.name_key, '\s+') AS w(word), name_words d
    WHERE d.word = w.word
    ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_account_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_ids integer[];
  removed_keys text[];
  added_ids integer[];
  added_keys text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_name_words;
    UPDATE name_words SET accounts = 0 WHERE accounts <> 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(name_key) INTO added_ids, added_keys FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(name_key) INTO removed_ids, removed_keys FROM old_rows;
  ELSE
    -- Only rows whose folded name changed (a sync time written to every account changes no entry).
    SELECT array_agg(o.id), array_agg(o.name_key), array_agg(n.id), array_agg(n.name_key)
      INTO removed_ids, removed_keys, added_ids, added_keys
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name_key IS DISTINCT FROM n.name_key;
  END IF;
  IF removed_ids IS NOT NULL THEN PERFORM account_name_words_removed(removed_ids, removed_keys); END IF;
  IF added_ids IS NOT NULL THEN PERFORM account_name_words_added(added_ids, added_keys); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- rows_changed: [{id, name_key, legal_entity_id}].
CREATE OR REPLACE FUNCTION legal_entity_word_changes(delta integer, rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w.word
    FROM jsonb_to_recordset(rows_changed) AS r(id integer, name_key text, legal_entity_id integer),
         regexp_split_to_table(r.name_key, '\s+') AS w(word)
    WHERE delta > 0 AND r.legal_entity_id IS NOT NULL AND w.word <> ''
    ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO legal_entity_words (word_id, legal_entity_id, accounts)
    SELECT d.id, c.legal_entity_id, delta * c.accounts
    FROM (
      SELECT r.legal_entity_id, w.word, count(DISTINCT r.id)::integer AS accounts
      FROM jsonb_to_recordset(rows_changed) AS r(id integer, name_key text, legal_entity_id integer),
           regexp_split_to_table(r.name_key, '\s+') AS w(word)
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
CREATE OR REPLACE FUNCTION sync_legal_entity_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed jsonb;
  added jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM legal_entity_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    added := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name_key', name_key, 'legal_entity_id', legal_entity_id)) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    removed := (SELECT jsonb_agg(jsonb_build_object('id', id, 'name_key', name_key, 'legal_entity_id', legal_entity_id)) FROM old_rows);
  ELSE
    -- Only rows whose folded name or legal entity changed (a sync time written to every account changes no word).
    SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name_key', o.name_key, 'legal_entity_id', o.legal_entity_id)),
           jsonb_agg(jsonb_build_object('id', n.id, 'name_key', n.name_key, 'legal_entity_id', n.legal_entity_id))
      INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name_key, o.legal_entity_id) IS DISTINCT FROM (n.name_key, n.legal_entity_id);
  END IF;
  IF removed IS NOT NULL THEN PERFORM legal_entity_word_changes(-1, removed); END IF;
  IF added IS NOT NULL THEN PERFORM legal_entity_word_changes(1, added); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_legal_entity_account_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.legal_entity_id IS NULL THEN
    DELETE FROM legal_entity_account_names WHERE account_id = NEW.id;
  ELSE
    INSERT INTO legal_entity_account_names (account_id, legal_entity_id, name)
    VALUES (NEW.id, NEW.legal_entity_id, NEW.name_key)
    ON CONFLICT (account_id) DO UPDATE SET legal_entity_id = EXCLUDED.legal_entity_id, name = EXCLUDED.name;
  END IF;
  RETURN NULL;
END;
$$;
