-- Every account has its registration row (the board lists every account, sorted by that row's index), whoever
-- inserts the account: the API, the seed, a CLI. One statement per insert statement, however many rows it adds.
CREATE FUNCTION add_account_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_registrations (account_id) SELECT id FROM inserted_accounts ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_registrations_added AFTER INSERT ON accounts REFERENCING NEW TABLE AS inserted_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION add_account_registrations();
--> statement-breakpoint
INSERT INTO account_registrations (account_id) SELECT id FROM accounts ON CONFLICT DO NOTHING;
