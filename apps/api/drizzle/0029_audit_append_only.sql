-- hand-written
-- The audit trail (issue #25, ARCHITECTURE "Audit trail") is append-only in the database itself, not
-- only in code: rows of audit_log are never updated or deleted, the table is never truncated, and the
-- chain head only ever moves one step forward.
--
-- Who can get past this. The API role in production is NOT a superuser (superusers bypass ownership and
-- may switch triggers off with `session_replication_role = replica`). The tables and the trigger
-- functions belong to the NOLOGIN role lale_audit_owner, so the API role, which only holds SELECT and
-- INSERT (and UPDATE on the head, forward only), can neither ALTER/DISABLE the triggers nor replace
-- their functions. A superuser still can; what such a person changes is caught by verify(): every row
-- and the head are signed with AUDIT_SIGNING_KEY, which lives with the app, not in the database.
--
-- Running this as a role that is not a superuser needs, once, a superuser's hand: CREATE ROLE
-- lale_audit_owner NOLOGIN; GRANT lale_audit_owner TO <migrating role>; then migrate; then REVOKE
-- lale_audit_owner FROM <migrating role> (a member could SET ROLE to it and switch the triggers off).
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'AU001';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();--> statement-breakpoint
-- The head moves forward by exactly one row per insert, and is never removed.
CREATE FUNCTION audit_chain_head_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.last_seq = OLD.last_seq + 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_chain_head only moves forward one row at a time: % refused', TG_OP
    USING ERRCODE = 'AU001';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_chain_head_forward BEFORE UPDATE OR DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION audit_chain_head_forward_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chain_head
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_head_forward_only();--> statement-breakpoint
-- The owner role: test databases share one cluster and migrate at the same time, so a second CREATE
-- ROLE may meet the first (duplicate_object once committed, unique_violation while it is in flight).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lale_audit_owner') THEN
    BEGIN
      CREATE ROLE lale_audit_owner NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  ALTER TABLE audit_log OWNER TO lale_audit_owner;
  ALTER TABLE audit_chain_head OWNER TO lale_audit_owner;
  ALTER FUNCTION audit_refuse_change() OWNER TO lale_audit_owner;
  ALTER FUNCTION audit_chain_head_forward_only() OWNER TO lale_audit_owner;
  -- What the app (the role running migrations) keeps: reading and appending, nothing more.
  EXECUTE format('GRANT SELECT, INSERT ON audit_log TO %I', current_user);
  EXECUTE format('GRANT USAGE ON SEQUENCE audit_log_id_seq TO %I', current_user);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE ON audit_chain_head TO %I', current_user);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE EXCEPTION 'audit trail: role % may not create lale_audit_owner or give it the audit tables (%)',
    current_user, SQLERRM
    USING HINT = 'As a superuser: CREATE ROLE lale_audit_owner NOLOGIN; GRANT lale_audit_owner TO '
      || current_user || '; migrate; then REVOKE lale_audit_owner FROM ' || current_user || '.';
END
$$;
