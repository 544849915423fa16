-- One identity per person (issue 39): usernames are unique once NFKC-normalized and lower-cased, so `ROOT1` cannot
-- sit beside `root1`, nor `Kelvin1` (U+212A KELVIN SIGN) beside `kelvin1`. Users that already collide are named,
-- and nothing changes until someone renames one of each pair.
DO $$
DECLARE
  pairs text;
BEGIN
  SELECT string_agg(format('%s (ids %s)', names, ids), '; ')
    INTO pairs
    FROM (
      SELECT string_agg(quote_literal(username), ' and ' ORDER BY id) AS names,
             string_agg(id::text, ', ' ORDER BY id) AS ids
        FROM users
       GROUP BY lower(normalize(username, NFKC))
      HAVING count(*) > 1
    ) colliding;
  IF pairs IS NOT NULL THEN
    RAISE EXCEPTION 'These users have usernames that differ only in case or in how their letters are written, and would be one identity: %. Rename one of each (UPDATE users SET username = ... WHERE id = ...) and start again.', pairs;
  END IF;
END
$$;--> statement-breakpoint
DROP INDEX "users_username_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text GENERATED ALWAYS AS (lower(normalize(username, NFKC))) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username_key");
