ALTER INDEX "channels_lead_geo_keys" SET (fastupdate = off);--> statement-breakpoint
-- What the pending list holds moves into the index now, not at the next vacuum.
SELECT gin_clean_pending_list('channels_lead_geo_keys');
