-- The queue's counts per status and assignee (decision 106), kept by the database: the statement
-- that inserts or deletes applications, or changes an application's status or assignee, changes
-- application_queue_counts too, in its own transaction, whichever code runs it. Inserts and
-- deletes are counted once per statement (a retention run deletes many rows); a change of status
-- or assignee once per row, and only when one of them changed (a save that keeps both costs
-- nothing). Each trigger changes its counts' rows in one order (status, assignee, slot), so two
-- statements never wait on each other in a cycle. Each count is split into 8 slots by reference
-- number (see the table's comment in src/server/db/schema/staff.ts).
LOCK TABLE applications IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION application_queue_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_queue_counts AS counted (status, assigned_to, slot, n)
  SELECT status, assigned_to, (reference_number % 8)::smallint, count(*)
  FROM inserted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, coalesce(assigned_to, ''), slot)
  DO UPDATE SET n = counted.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_queue_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_queue_counts AS counted (status, assigned_to, slot, n)
  SELECT status, assigned_to, (reference_number % 8)::smallint, -count(*)
  FROM deleted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, coalesce(assigned_to, ''), slot)
  DO UPDATE SET n = counted.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_queue_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_queue_counts AS counted (status, assigned_to, slot, n)
  SELECT * FROM (VALUES
    (OLD.status, OLD.assigned_to, (OLD.reference_number % 8)::smallint, -1),
    (NEW.status, NEW.assigned_to, (NEW.reference_number % 8)::smallint, 1)
  ) AS change (status, assigned_to, slot, n)
  ORDER BY 1, 2, 3
  ON CONFLICT (status, coalesce(assigned_to, ''), slot)
  DO UPDATE SET n = counted.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_queue_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_queue_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_queue_counts_inserted AFTER INSERT ON applications
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER application_queue_counts_deleted AFTER DELETE ON applications
  REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER application_queue_counts_changed AFTER UPDATE ON applications
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to)
  EXECUTE FUNCTION application_queue_counts_changed();
--> statement-breakpoint
CREATE TRIGGER application_queue_counts_truncated AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_queue_counts_truncated();
--> statement-breakpoint
-- The applications already there, counted once.
INSERT INTO application_queue_counts (status, assigned_to, slot, n)
SELECT status, assigned_to, (reference_number % 8)::smallint, count(*)
FROM applications GROUP BY 1, 2, 3;
