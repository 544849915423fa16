-- The unfiltered accounts list shows its exact total on every first page; counting a million rows each time cost
-- 28 ms. These statement triggers keep the number in table_rows instead, whoever writes accounts (the API, the
-- seed, a CLI, psql): one update per statement, however many rows it inserts or deletes. (Transition tables need a
-- trigger per event.) A truncate of accounts writes 0 whether or not the row is there, as the seed's reset
-- truncates every table, table_rows with them.
CREATE FUNCTION count_table_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    change := (SELECT count(*) FROM inserted_rows);
  ELSIF TG_OP = 'DELETE' THEN
    change := -(SELECT count(*) FROM deleted_rows);
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO table_rows (table_name, rows) VALUES (TG_TABLE_NAME, 0)
      ON CONFLICT (table_name) DO UPDATE SET rows = 0;
  ELSE
    UPDATE table_rows SET rows = rows + change WHERE table_name = TG_TABLE_NAME;
    IF NOT FOUND THEN
      -- The row went with a truncate of table_rows alone: count the table once.
      EXECUTE format('SELECT count(*) FROM %I', TG_TABLE_NAME) INTO change;
      INSERT INTO table_rows (table_name, rows) VALUES (TG_TABLE_NAME, change) ON CONFLICT (table_name) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_rows_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER accounts_rows_deleted AFTER DELETE ON accounts REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER accounts_rows_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
INSERT INTO table_rows (table_name, rows) SELECT 'accounts', count(*) FROM accounts;
