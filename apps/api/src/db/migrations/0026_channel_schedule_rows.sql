ALTER TABLE "channels" ADD COLUMN "schedule_rows" jsonb;--> statement-breakpoint
-- The routing reads a channel's schedule from channels.schedule_rows (decision 0030): these
-- functions and statement-level triggers keep it equal to the schedule tables, whatever writes
-- them (the schedule editor, clones, channel groups, set-based imports).
CREATE FUNCTION channel_schedule_rows_of(channel_id integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(jsonb_build_array(d.weekday, d.is_active, dp.start_minute, dp.end_minute)
    ORDER BY d.weekday, dp.start_minute)
  FROM schedules sc
  JOIN schedule_days d ON d.schedule_id = sc.id
  LEFT JOIN schedule_day_parts dp ON dp.schedule_id = sc.id AND dp.weekday = d.weekday
  WHERE sc.owner_kind = 'channel' AND sc.owner_id = channel_id
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_channel_schedule_rows(channel_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE channels ch SET schedule_rows = channel_schedule_rows_of(ch.id)
  WHERE ch.id = ANY(channel_ids)
    AND ch.schedule_rows IS DISTINCT FROM channel_schedule_rows_of(ch.id)
$$;
--> statement-breakpoint
CREATE FUNCTION schedules_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT owner_id FROM new_rows WHERE owner_kind = 'channel'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT owner_id FROM old_rows WHERE owner_kind = 'channel'));
  ELSE
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT owner_id FROM new_rows WHERE owner_kind = 'channel'
      UNION SELECT owner_id FROM old_rows WHERE owner_kind = 'channel'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION schedule_parts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT sc.owner_id FROM schedules sc WHERE sc.owner_kind = 'channel'
        AND sc.id IN (SELECT schedule_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT sc.owner_id FROM schedules sc WHERE sc.owner_kind = 'channel'
        AND sc.id IN (SELECT schedule_id FROM old_rows)));
  ELSE
    PERFORM refresh_channel_schedule_rows(ARRAY(
      SELECT sc.owner_id FROM schedules sc WHERE sc.owner_kind = 'channel'
        AND sc.id IN (SELECT schedule_id FROM new_rows UNION SELECT schedule_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedules_inserted AFTER INSERT ON schedules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_changed();
--> statement-breakpoint
CREATE TRIGGER schedules_updated AFTER UPDATE ON schedules
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedules_changed();
--> statement-breakpoint
CREATE TRIGGER schedules_deleted AFTER DELETE ON schedules
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_days_inserted AFTER INSERT ON schedule_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_days_updated AFTER UPDATE ON schedule_days
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_days_deleted AFTER DELETE ON schedule_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_day_parts_inserted AFTER INSERT ON schedule_day_parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_day_parts_updated AFTER UPDATE ON schedule_day_parts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_day_parts_deleted AFTER DELETE ON schedule_day_parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_parts_changed();
--> statement-breakpoint
UPDATE channels ch SET schedule_rows = channel_schedule_rows_of(ch.id)
WHERE ch.id IN (SELECT owner_id FROM schedules WHERE owner_kind = 'channel');
