-- The unfiltered accounts list reads a page anywhere from account_order_marks (src/server/services/account-list.ts).
-- These statement triggers keep it, whoever writes accounts: every account belongs to the last mark at or before
-- it in list order (name_key in the C collation, then id), each mark counts its accounts, and a mark past 2,000
-- is cut into marks of 1,000. The first mark, ('', 0), sorts before every account. Counts are written in key order,
-- so two statements touching the same marks wait for each other rather than deadlock.
CREATE FUNCTION account_order_marks_rebuilt() RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_order_marks;
  INSERT INTO account_order_marks (name_key, account_id, accounts)
    SELECT CASE WHEN r.i = 0 THEN '' ELSE r.name_key END, CASE WHEN r.i = 0 THEN 0 ELSE r.id END,
           least(1000, r.total - r.i)
    FROM (SELECT name_key, id, row_number() OVER (ORDER BY name_key COLLATE "C", id) - 1 AS i, count(*) OVER () AS total
          FROM accounts) r
    WHERE r.i % 1000 = 0
    UNION ALL
    SELECT '', 0, 0 WHERE NOT EXISTS (SELECT 1 FROM accounts);
$$;
--> statement-breakpoint
CREATE FUNCTION account_order_marks_split(mark_key text, mark_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_key text;
  next_id integer;
BEGIN
  SELECT name_key, account_id INTO next_key, next_id FROM account_order_marks
    WHERE (name_key COLLATE "C", account_id) > (mark_key COLLATE "C", mark_id)
    ORDER BY name_key COLLATE "C", account_id LIMIT 1;
  DELETE FROM account_order_marks WHERE name_key COLLATE "C" = mark_key COLLATE "C" AND account_id = mark_id;
  INSERT INTO account_order_marks (name_key, account_id, accounts)
    SELECT CASE WHEN r.i = 0 THEN mark_key ELSE r.name_key END, CASE WHEN r.i = 0 THEN mark_id ELSE r.id END,
           least(1000, r.total - r.i)
    FROM (SELECT name_key, id, row_number() OVER (ORDER BY name_key COLLATE "C", id) - 1 AS i, count(*) OVER () AS total
          FROM accounts
          WHERE (name_key COLLATE "C", id) >= (mark_key COLLATE "C", mark_id)
            AND (next_key IS NULL OR (name_key COLLATE "C", id) < (next_key COLLATE "C", next_id))) r
    WHERE r.i % 1000 = 0;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_order_mark_changes(delta integer, ids integer[], name_keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_order_marks AS m (name_key, account_id, accounts)
    SELECT k.name_key, k.account_id, delta * count(*)::integer
    FROM unnest(ids, name_keys) AS r(id, name_key)
    CROSS JOIN LATERAL (
      SELECT name_key, account_id FROM account_order_marks
      WHERE (name_key COLLATE "C", account_id) <= (r.name_key COLLATE "C", r.id)
      ORDER BY name_key COLLATE "C" DESC, account_id DESC LIMIT 1
    ) k
    GROUP BY k.name_key, k.account_id
    ORDER BY k.name_key COLLATE "C", k.account_id
  ON CONFLICT (name_key COLLATE "C", account_id) DO UPDATE SET accounts = m.accounts + EXCLUDED.accounts;
$$;
--> statement-breakpoint
CREATE FUNCTION sync_account_order_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_ids integer[];
  removed_keys text[];
  added_ids integer[];
  added_keys text[];
  crowded record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM account_order_marks_rebuilt();
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(name_key) INTO added_ids, added_keys FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(name_key) INTO removed_ids, removed_keys FROM old_rows;
  ELSE
    SELECT array_agg(o.id), array_agg(o.name_key), array_agg(n.id), array_agg(n.name_key)
      INTO removed_ids, removed_keys, added_ids, added_keys
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name_key IS DISTINCT FROM n.name_key;
  END IF;
  IF removed_ids IS NOT NULL THEN PERFORM account_order_mark_changes(-1, removed_ids, removed_keys); END IF;
  IF added_ids IS NOT NULL THEN
    PERFORM account_order_mark_changes(1, added_ids, added_keys);
    FOR crowded IN
      SELECT name_key, account_id FROM account_order_marks WHERE accounts > 2000
      ORDER BY name_key COLLATE "C", account_id
    LOOP
      PERFORM account_order_marks_split(crowded.name_key, crowded.account_id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_order_marks_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_order_marks();
--> statement-breakpoint
CREATE TRIGGER accounts_order_marks_updated AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_order_marks();
--> statement-breakpoint
CREATE TRIGGER accounts_order_marks_deleted AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_order_marks();
--> statement-breakpoint
CREATE TRIGGER accounts_order_marks_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION sync_account_order_marks();
--> statement-breakpoint
SELECT account_order_marks_rebuilt();
