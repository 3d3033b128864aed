ALTER TABLE "channels" ADD COLUMN "filter_rows" jsonb;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "modifier_prices" jsonb;--> statement-breakpoint
-- The routing keeps a channel's row settings per process by row version (decision 0030); its
-- filters and price modifiers live in their own tables, so these functions and statement-level
-- triggers copy them onto the row, whatever writes them (the channel editor, clones, channel
-- groups, a renamed filter type or lookup value): each change is a new version of the row.
CREATE FUNCTION channel_filter_rows_of(channel_id integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(jsonb_build_object('name', ft.name, 'operator', ft.operator,
      'value', coalesce(l.value, f.input_value)) ORDER BY f.id)
  FROM channel_subscription_filters f
  JOIN subscription_filter_types ft ON ft.id = f.filter_type_id
  LEFT JOIN subscription_filter_lookups l ON l.id = f.lookup_id
  WHERE f.channel_id = channel_filter_rows_of.channel_id
$$;
--> statement-breakpoint
CREATE FUNCTION channel_modifier_prices_of(channel_id integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(m.price_cents ORDER BY m.id) FROM channel_price_modifiers m
  WHERE m.channel_id = channel_modifier_prices_of.channel_id
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_channel_filter_rows(channel_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE channels ch SET filter_rows = channel_filter_rows_of(ch.id)
  WHERE ch.id = ANY(channel_ids) AND ch.filter_rows IS DISTINCT FROM channel_filter_rows_of(ch.id)
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_channel_modifier_prices(channel_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE channels ch SET modifier_prices = channel_modifier_prices_of(ch.id)
  WHERE ch.id = ANY(channel_ids)
    AND ch.modifier_prices IS DISTINCT FROM channel_modifier_prices_of(ch.id)
$$;
--> statement-breakpoint
CREATE FUNCTION channel_filters_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_channel_filter_rows(ARRAY(SELECT channel_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_channel_filter_rows(ARRAY(SELECT channel_id FROM old_rows));
  ELSE
    PERFORM refresh_channel_filter_rows(ARRAY(
      SELECT channel_id FROM new_rows UNION SELECT channel_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_modifiers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_channel_modifier_prices(ARRAY(SELECT channel_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_channel_modifier_prices(ARRAY(SELECT channel_id FROM old_rows));
  ELSE
    PERFORM refresh_channel_modifier_prices(ARRAY(
      SELECT channel_id FROM new_rows UNION SELECT channel_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A filter type's name or operator, or a lookup's value, is part of the filters of every channel
-- that picked it.
CREATE FUNCTION filter_types_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_channel_filter_rows(ARRAY(
    SELECT f.channel_id FROM channel_subscription_filters f
    WHERE f.filter_type_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION filter_lookups_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_channel_filter_rows(ARRAY(
    SELECT f.channel_id FROM channel_subscription_filters f
    WHERE f.lookup_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_filters_inserted AFTER INSERT ON channel_subscription_filters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_filters_changed();
--> statement-breakpoint
CREATE TRIGGER channel_filters_updated AFTER UPDATE ON channel_subscription_filters
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_filters_changed();
--> statement-breakpoint
CREATE TRIGGER channel_filters_deleted AFTER DELETE ON channel_subscription_filters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_filters_changed();
--> statement-breakpoint
CREATE TRIGGER channel_modifiers_inserted AFTER INSERT ON channel_price_modifiers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_modifiers_changed();
--> statement-breakpoint
CREATE TRIGGER channel_modifiers_updated AFTER UPDATE ON channel_price_modifiers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_modifiers_changed();
--> statement-breakpoint
CREATE TRIGGER channel_modifiers_deleted AFTER DELETE ON channel_price_modifiers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_modifiers_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_filter_types_updated AFTER UPDATE ON subscription_filter_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_types_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_filter_lookups_updated AFTER UPDATE ON subscription_filter_lookups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_lookups_changed();
--> statement-breakpoint
UPDATE channels ch SET filter_rows = channel_filter_rows_of(ch.id)
WHERE ch.id IN (SELECT channel_id FROM channel_subscription_filters);
--> statement-breakpoint
UPDATE channels ch SET modifier_prices = channel_modifier_prices_of(ch.id)
WHERE ch.id IN (SELECT channel_id FROM channel_price_modifiers);
