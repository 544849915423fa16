-- Access tokens name the sign-in they belong to, its refresh token family (src/server/services/sign-in-sessions.ts).
-- Every API process remembers which sign-ins go on; when one ends (its token revoked other than by rotation: sign-out,
-- reuse of a rotated token, a new password, a deactivation), whoever revokes it, each process hears of it and refuses
-- that sign-in's access tokens from its next call on. A rotation revokes the old token and names its successor in the
-- same statement, so it tells nobody. The payload is the family id.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', NEW.family_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND NEW.replaced_by_id IS NULL)
  EXECUTE FUNCTION notify_session_ended();
