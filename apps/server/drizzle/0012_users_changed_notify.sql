-- Every change of a users row is announced on the channel users_changed, with the row's id (a TRUNCATE with '*'),
-- so that each server process on the same PostgreSQL drops its copy of that signed-in user before its next call
-- (db/user-changes.ts, auth/session-users.ts). Nobody listens on the embedded database; the notice costs nothing there.
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('users_changed', '*');
  ELSE
    PERFORM pg_notify('users_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
