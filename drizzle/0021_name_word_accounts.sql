ALTER TABLE "name_words" ADD COLUMN "accounts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- How many accounts each word's entries hold, so a phrase search reads the entries of its rarest word
-- (src/server/services/account-search.ts). The two functions of drizzle/0018 count as they write: both take the
-- words in word order (INSERT ... ON CONFLICT locks the rows it updates in the order it meets them), so two
-- statements wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION account_name_words_removed(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_name_words p
  USING unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word), name_words d
  WHERE d.word = w.word
    AND p.word_id = d.id AND p.name_key COLLATE "C" = lower(r.name) COLLATE "C" AND p.account_id = r.id;
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, -count(DISTINCT r.id)::integer
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_name_words_added(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, count(DISTINCT r.id)::integer
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
  -- A word said twice in a name is one entry; the sort that drops it also gives the key order.
  INSERT INTO account_name_words (word_id, name_key, account_id)
    SELECT DISTINCT d.id, lower(r.name) COLLATE "C", r.id
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(lower(r.name), '\s+') AS w(word), name_words d
    WHERE d.word = w.word
    ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
-- TRUNCATE accounts empties the entries (drizzle/0018's trigger); the counts go with them.
CREATE OR REPLACE FUNCTION sync_account_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_ids integer[];
  removed_names text[];
  added_ids integer[];
  added_names text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_name_words;
    UPDATE name_words SET accounts = 0 WHERE accounts <> 0;
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
UPDATE name_words d SET accounts = c.accounts
  FROM (SELECT word_id, count(*)::integer AS accounts FROM account_name_words GROUP BY word_id) c
  WHERE d.id = c.word_id;
