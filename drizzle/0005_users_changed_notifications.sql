-- Every API process remembers the signed-in users it has seen (src/server/services/connected-users.ts).
-- Whoever changes or deletes a user (an API process, a CLI, psql), each process hears of it and forgets that
-- user, so a deactivated user is refused on the next call. The payload is the user's id.
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_users_changed();
