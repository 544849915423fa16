ALTER TABLE "refresh_tokens" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Tokens carry the session_version they were issued under (src/server/services/auth.ts). Whoever changes a user's
-- password, deactivates them or takes their staff flag (an API process, a CLI, psql), this trigger raises it, so
-- every token issued before is refused; drizzle/0005's notification then makes each API process read the user again.
CREATE FUNCTION end_user_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR (OLD.is_active AND NOT NEW.is_active)
    OR (OLD.is_staff AND NOT NEW.is_staff) THEN
    NEW.session_version := greatest(NEW.session_version, OLD.session_version + 1);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION end_user_sessions();
