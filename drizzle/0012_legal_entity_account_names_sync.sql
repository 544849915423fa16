-- The legal entity search reads account names from legal_entity_account_names (src/server/services/legal-entities.ts).
-- This trigger keeps it: an account with a legal entity has its row there (its name lower-cased, as the search
-- compares), one without has none, whoever writes the account (the API, the seed, a CLI, psql). A deleted account's
-- row goes with it (the foreign key cascades).
CREATE FUNCTION sync_legal_entity_account_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.legal_entity_id IS NULL THEN
    DELETE FROM legal_entity_account_names WHERE account_id = NEW.id;
  ELSE
    INSERT INTO legal_entity_account_names (account_id, legal_entity_id, name)
    VALUES (NEW.id, NEW.legal_entity_id, lower(NEW.name))
    ON CONFLICT (account_id) DO UPDATE SET legal_entity_id = EXCLUDED.legal_entity_id, name = EXCLUDED.name;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_legal_entity_name AFTER INSERT OR UPDATE OF name, legal_entity_id ON accounts
  FOR EACH ROW EXECUTE FUNCTION sync_legal_entity_account_name();
--> statement-breakpoint
INSERT INTO legal_entity_account_names (account_id, legal_entity_id, name)
  SELECT id, legal_entity_id, lower(name) FROM accounts WHERE legal_entity_id IS NOT NULL;
