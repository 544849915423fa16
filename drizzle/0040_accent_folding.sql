-- One folding for every search (src/shared/searchKey.ts): lower-cased, accented Latin letters to their base letter,
-- on both databases without an extension (PGlite's unaccent is one more module to load, and its dictionary makes
-- unaccent() only STABLE, which a stored column cannot use). The kept search columns are rebuilt with it: the
-- name keys of accounts, parent accounts and legal entities (also the lists' order, so "Ángel" sorts beside
-- "Angel"), the name words, the legal entities' words and account names, and the list's order marks.
-- lower() folds the case (accented capitals too, on PGlite and on PostgreSQL's UTF-8 locales); translate() then
-- folds the accented letters of Spanish and its neighbours. translate() costs with the length of its map (124
-- letters took a 100,000-account seed from 44 to 95 s), so the map is kept short and ASCII names skip it.
CREATE FUNCTION search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value)
              ELSE translate(lower(value), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy') END
$$;
--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (search_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_name_order_idx" ON "accounts" USING btree ("name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "accounts_legal_entity_names_idx" ON "accounts" USING btree ("legal_entity_id","name_key" collate "C","id","name") WHERE "accounts"."legal_entity_id" is not null;--> statement-breakpoint
CREATE INDEX "accounts_reseller_order_idx" ON "accounts" USING btree ("reseller_id","name_key" collate "C","id") WHERE "accounts"."reseller_id" is not null;--> statement-breakpoint
DROP INDEX "accounts_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "parent_accounts" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "parent_accounts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (search_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parent_accounts_name_order_idx" ON "parent_accounts" USING btree ("name_key" collate "C","id");--> statement-breakpoint
ALTER TABLE "legal_entities" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "name_key" text GENERATED ALWAYS AS (search_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_entities_name_order_idx" ON "legal_entities" USING btree ("name_key" collate "C","id");--> statement-breakpoint
-- The word functions of drizzle/0012, 0016 and 0021, folding as the name keys do.
CREATE OR REPLACE FUNCTION account_name_words_removed(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_name_words p
  USING unnest(ids, names) AS r(id, name), regexp_split_to_table(search_key(r.name), '\s+') AS w(word), name_words d
  WHERE d.word = w.word
    AND p.word_id = d.id AND p.name_key COLLATE "C" = search_key(r.name) COLLATE "C" AND p.account_id = r.id;
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, -count(DISTINCT r.id)::integer
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(search_key(r.name), '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_name_words_added(ids integer[], names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words AS d (word, accounts)
    SELECT w.word, count(DISTINCT r.id)::integer
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(search_key(r.name), '\s+') AS w(word)
    WHERE w.word <> ''
    GROUP BY w.word
    ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET accounts = d.accounts + EXCLUDED.accounts;
  -- A word said twice in a name is one entry; the sort that drops it also gives the key order.
  INSERT INTO account_name_words (word_id, name_key, account_id)
    SELECT DISTINCT d.id, search_key(r.name) COLLATE "C", r.id
    FROM unnest(ids, names) AS r(id, name), regexp_split_to_table(search_key(r.name), '\s+') AS w(word), name_words d
    WHERE d.word = w.word
    ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_legal_entity_account_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.legal_entity_id IS NULL THEN
    DELETE FROM legal_entity_account_names WHERE account_id = NEW.id;
  ELSE
    INSERT INTO legal_entity_account_names (account_id, legal_entity_id, name)
    VALUES (NEW.id, NEW.legal_entity_id, search_key(NEW.name))
    ON CONFLICT (account_id) DO UPDATE SET legal_entity_id = EXCLUDED.legal_entity_id, name = EXCLUDED.name;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION legal_entity_word_changes(delta integer, rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w.word
    FROM jsonb_to_recordset(rows_changed) AS r(id integer, name text, legal_entity_id integer),
         regexp_split_to_table(search_key(r.name), '\s+') AS w(word)
    WHERE delta > 0 AND r.legal_entity_id IS NOT NULL AND w.word <> ''
    ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO legal_entity_words (word_id, legal_entity_id, accounts)
    SELECT d.id, c.legal_entity_id, delta * c.accounts
    FROM (
      SELECT r.legal_entity_id, w.word, count(DISTINCT r.id)::integer AS accounts
      FROM jsonb_to_recordset(rows_changed) AS r(id integer, name text, legal_entity_id integer),
           regexp_split_to_table(search_key(r.name), '\s+') AS w(word)
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
-- Everything the old folding kept, kept again with the new one.
DELETE FROM account_name_words;--> statement-breakpoint
DELETE FROM legal_entity_words;--> statement-breakpoint
DELETE FROM name_words;--> statement-breakpoint
SELECT account_name_words_added(array_agg(id ORDER BY id), array_agg(name ORDER BY id)) FROM accounts HAVING count(*) > 0;--> statement-breakpoint
SELECT legal_entity_word_changes(1, jsonb_agg(jsonb_build_object('id', id, 'name', name, 'legal_entity_id', legal_entity_id))) FROM accounts WHERE legal_entity_id IS NOT NULL HAVING count(*) > 0;--> statement-breakpoint
SELECT legal_entity_word_sets_refreshed(array_agg(id)) FROM legal_entities HAVING count(*) > 0;--> statement-breakpoint
UPDATE legal_entity_account_names AS n SET name = search_key(a.name) FROM accounts AS a WHERE a.id = n.account_id;--> statement-breakpoint
SELECT account_order_marks_rebuilt();
