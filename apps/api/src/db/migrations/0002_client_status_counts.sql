-- Keeps client_status_counts equal to SELECT status, count(*) FROM clients GROUP BY status.
-- Statement-level triggers with transition tables: a bulk insert updates each status row once.
INSERT INTO client_status_counts (status, n)
SELECT status, count(*) FROM clients GROUP BY status
ON CONFLICT (status) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE FUNCTION client_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_counts (status, n)
  SELECT status, count(*) FROM new_rows GROUP BY status
  ON CONFLICT (status) DO UPDATE SET n = client_status_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_status_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts c SET n = c.n - o.n
  FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) o
  WHERE c.status = o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_status_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts c SET n = c.n - o.n
  FROM (SELECT o.status, count(*) AS n FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE w.status <> o.status GROUP BY o.status) o
  WHERE c.status = o.status;
  INSERT INTO client_status_counts (status, n)
  SELECT w.status, count(*) FROM new_rows w JOIN old_rows o ON o.id = w.id
  WHERE w.status <> o.status GROUP BY w.status
  ON CONFLICT (status) DO UPDATE SET n = client_status_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_status_counts_insert AFTER INSERT ON clients
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_add();
--> statement-breakpoint
CREATE TRIGGER clients_status_counts_delete AFTER DELETE ON clients
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_remove();
--> statement-breakpoint
CREATE TRIGGER clients_status_counts_update AFTER UPDATE ON clients
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_move();
