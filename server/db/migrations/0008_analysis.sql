-- Per-club analysis (issue 9): one club's shots of an account in a date range, read by an index-only
-- scan with every column the analysis uses (gapping, dispersion, trends, the mishit rule). Drizzle's
-- schema has no INCLUDE, so this index lives in this hand-written migration only.
CREATE INDEX IF NOT EXISTS "shots_user_club_taken_analysis_idx" ON "shots" USING btree ("user_id","club","taken_at") INCLUDE ("id","player","carry","total","offline","ball_speed","club_speed");
