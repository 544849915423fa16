CREATE TABLE "legal_entity_word_sets" (
	"legal_entity_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"word_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_entity_word_sets" ADD CONSTRAINT "legal_entity_word_sets_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_entity_word_sets_words_idx" ON "legal_entity_word_sets" USING gin ("word_ids");--> statement-breakpoint
CREATE INDEX "legal_entity_words_entity_idx" ON "legal_entity_words" USING btree ("legal_entity_id","word_id");--> statement-breakpoint
-- The legal entity search intersects these sets (src/server/services/legal-entities.ts). Statement triggers keep
-- them, whoever writes (the API, the seed, a CLI, psql): a legal entity written, or a (word, entity) pair of its
-- accounts' names added or gone (drizzle/0016), sets the entity's name key and words again from its name and those
-- pairs. Own words join name_words, which only grows (an entity-only word holds no account: the accounts search
-- finds none).
CREATE FUNCTION legal_entity_word_sets_refreshed(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w.word
    FROM legal_entities e, regexp_split_to_table(e.name_key, '\s+') AS w(word)
    WHERE e.id = ANY (ids) AND w.word <> ''
    ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  -- One grouped pass for all of them: a few entities through legal_entity_words_entity_idx, every entity (a
  -- migration, a bulk load) through one read of the table.
  INSERT INTO legal_entity_word_sets (legal_entity_id, name_key, word_ids)
    SELECT e.id, e.name_key, coalesce(s.word_ids, '{}')
    FROM legal_entities e
    LEFT JOIN (
      SELECT x.legal_entity_id, array_agg(DISTINCT x.word_id ORDER BY x.word_id) AS word_ids
      FROM (
        SELECT p.legal_entity_id, p.word_id FROM legal_entity_words p WHERE p.legal_entity_id = ANY (ids)
        UNION ALL
        SELECT o.id, d.id
        FROM legal_entities o, regexp_split_to_table(o.name_key, '\s+') AS w(word), name_words d
        WHERE o.id = ANY (ids) AND d.word = w.word
      ) x
      GROUP BY x.legal_entity_id
    ) s ON s.legal_entity_id = e.id
    WHERE e.id = ANY (ids)
    ORDER BY e.id
  ON CONFLICT (legal_entity_id) DO UPDATE SET name_key = EXCLUDED.name_key, word_ids = EXCLUDED.word_ids;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_legal_entity_word_sets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'legal_entities' THEN
    IF TG_OP = 'INSERT' THEN
      ids := (SELECT array_agg(id) FROM new_rows);
    ELSE
      ids := (SELECT array_agg(n.id) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    ids := (SELECT array_agg(DISTINCT legal_entity_id) FROM new_rows);
  ELSE
    ids := (SELECT array_agg(DISTINCT legal_entity_id) FROM old_rows);
  END IF;
  IF ids IS NOT NULL THEN PERFORM legal_entity_word_sets_refreshed(ids); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER legal_entities_word_sets_inserted AFTER INSERT ON legal_entities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_word_sets();
--> statement-breakpoint
CREATE TRIGGER legal_entities_word_sets_updated AFTER UPDATE ON legal_entities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_word_sets();
--> statement-breakpoint
CREATE TRIGGER legal_entity_words_sets_inserted AFTER INSERT ON legal_entity_words REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_word_sets();
--> statement-breakpoint
CREATE TRIGGER legal_entity_words_sets_deleted AFTER DELETE ON legal_entity_words REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_legal_entity_word_sets();
--> statement-breakpoint
SELECT legal_entity_word_sets_refreshed(array_agg(id)) FROM legal_entities HAVING count(*) > 0;
