-- A reset link is sealed to its user's e-mail among other things, so changing the e-mail away and back (A to B
-- to A) would make a link asked for before valid again. Any change of e-mail, whoever makes it, spends the
-- user's unused links instead (issue 39).
CREATE FUNCTION spend_reset_links_on_email_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE password_reset_tokens SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_email_spends_reset_links
  AFTER UPDATE OF email ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION spend_reset_links_on_email_change();
