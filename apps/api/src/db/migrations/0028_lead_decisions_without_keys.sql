-- Routing decisions' rows without foreign keys (decision 0030): each key check locked the
-- candidate channel's row (FOR KEY SHARE) for every one of a lead's hundred candidates.
ALTER TABLE "lead_decisions" DROP CONSTRAINT IF EXISTS "lead_decisions_lead_id_leads_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_decisions" DROP CONSTRAINT IF EXISTS "lead_decisions_channel_id_channels_id_fk";
