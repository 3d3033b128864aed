-- Issue 36 (decision 0055): a pause remembers the status it replaced, so that a channel paused
-- while DAYCAPPED or WEEKCAPPED gets its cap back when the pause ends, while the cap holds. The
-- channels paused before this keep null, which ends their pause in ACTIVE as before.
ALTER TABLE "channels" ADD COLUMN "status_before_pause" text;
