-- What the session lookup answers (platform/sessions.ts) is cached by each server instance; every
-- change to a user's row, sessions or shop tells them on the channel session_user_changed, with
-- the user's id (decision 072). pg_notify sends one message per distinct payload per transaction.
CREATE FUNCTION notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'app_user' THEN
    PERFORM pg_notify('session_user_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSIF TG_TABLE_NAME = 'user_session' THEN
    PERFORM pg_notify('session_user_changed', OLD.user_id::text);
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('session_user_changed', NEW.user_id::text);
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.seller_user_id IS NOT NULL THEN
      PERFORM pg_notify('session_user_changed', OLD.seller_user_id::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.seller_user_id IS NOT NULL THEN
      PERFORM pg_notify('session_user_changed', NEW.seller_user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER app_user_session_user_changed AFTER UPDATE OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION notify_session_user_changed();
CREATE TRIGGER user_session_session_user_changed AFTER UPDATE OR DELETE ON user_session
  FOR EACH ROW EXECUTE FUNCTION notify_session_user_changed();
CREATE TRIGGER shop_session_user_changed AFTER INSERT OR UPDATE OR DELETE ON shop
  FOR EACH ROW EXECUTE FUNCTION notify_session_user_changed();

-- TRUNCATE names no row: every instance forgets everything (an empty payload).
CREATE FUNCTION notify_session_user_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_user_changed', '');
  RETURN NULL;
END $$;
CREATE TRIGGER app_user_session_user_truncated AFTER TRUNCATE ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_user_truncated();
CREATE TRIGGER user_session_session_user_truncated AFTER TRUNCATE ON user_session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_user_truncated();
CREATE TRIGGER shop_session_user_truncated AFTER TRUNCATE ON shop
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_user_truncated();
