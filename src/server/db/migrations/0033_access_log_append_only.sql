-- The staff access log (`staff_actions`: who looked at or changed whose application, when; Privacy
-- Act 2020 IPP 5) is append-only in the database itself (issue 30 finding 8, decision 137): an
-- UPDATE is refused for everyone, and a DELETE for everyone but the retention run. The retention
-- run deletes an application's rows with it when the schedule makes them due (IPP 9); it says so
-- by setting `lender.retention_run` to its run id for its own transaction only
-- (set_config(..., true)), and its deletions are recorded in retention_deletions. The table's
-- owner can still TRUNCATE it or drop the trigger: that is a schema change, made by a migration
-- and reviewed as one, not something the application's code can do by mistake.
CREATE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('lender.retention_run', true), '') <> '' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_actions is append-only: % is refused (Privacy Act 2020 IPP 5)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
