-- Per-club analysis over a lifetime of practice (issue 17, docs/decisions/027). First, the moments of
-- carry, total and (offline, carry) of all of a player's shots of a club, whatever the day, so
-- that gapping and dispersion over a whole history read one row per club and player instead of one
-- per day (shot_day_totals' rows are wide: every measurement's sum). Numeric sums, kept exactly by
-- triggers on `shots` beside migration 0017's.
CREATE TABLE "shot_club_moments" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"club" text NOT NULL,
	"player" text NOT NULL,
	"shots" integer NOT NULL,
	"carry_sum" numeric NOT NULL,
	"carry_sq" numeric NOT NULL,
	"total_n" integer NOT NULL,
	"total_sum" numeric NOT NULL,
	"total_sq" numeric NOT NULL,
	"offline_n" integer NOT NULL,
	"offline_sum" numeric NOT NULL,
	"offline_sq" numeric NOT NULL,
	"located_carry_sum" numeric NOT NULL,
	"located_carry_sq" numeric NOT NULL,
	"located_cross" numeric NOT NULL,
	CONSTRAINT "shot_club_moments_pk" PRIMARY KEY ("user_id", "club", "player")
);
--> statement-breakpoint
CREATE FUNCTION shots_moments_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shot_club_moments AS t (user_id, club, player, shots, carry_sum, carry_sq, total_n, total_sum, total_sq, offline_n, offline_sum, offline_sq, located_carry_sum, located_carry_sq, located_cross)
  SELECT s.user_id, s.club, s.player,
         count(*)::int,
         sum(s.carry::numeric),
         sum(s.carry::numeric * s.carry::numeric),
         count(s.total)::int,
         coalesce(sum(s.total::numeric), 0),
         coalesce(sum(s.total::numeric * s.total::numeric), 0),
         count(s.offline)::int,
         coalesce(sum(s.offline::numeric), 0),
         coalesce(sum(s.offline::numeric * s.offline::numeric), 0),
         coalesce(sum(s.carry::numeric) filter (where s.offline is not null), 0),
         coalesce(sum(s.carry::numeric * s.carry::numeric) filter (where s.offline is not null), 0),
         coalesce(sum(s.offline::numeric * s.carry::numeric), 0)
  FROM added s GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, club, player) DO UPDATE SET
      shots = t.shots + excluded.shots,
      carry_sum = t.carry_sum + excluded.carry_sum,
      carry_sq = t.carry_sq + excluded.carry_sq,
      total_n = t.total_n + excluded.total_n,
      total_sum = t.total_sum + excluded.total_sum,
      total_sq = t.total_sq + excluded.total_sq,
      offline_n = t.offline_n + excluded.offline_n,
      offline_sum = t.offline_sum + excluded.offline_sum,
      offline_sq = t.offline_sq + excluded.offline_sq,
      located_carry_sum = t.located_carry_sum + excluded.located_carry_sum,
      located_carry_sq = t.located_carry_sq + excluded.located_carry_sq,
      located_cross = t.located_cross + excluded.located_cross;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- (An account deleted has its rows deleted by its own cascade: the update then finds nothing.)
CREATE FUNCTION shots_moments_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shot_club_moments t SET
      shots = t.shots - r.shots,
      carry_sum = t.carry_sum - r.carry_sum,
      carry_sq = t.carry_sq - r.carry_sq,
      total_n = t.total_n - r.total_n,
      total_sum = t.total_sum - r.total_sum,
      total_sq = t.total_sq - r.total_sq,
      offline_n = t.offline_n - r.offline_n,
      offline_sum = t.offline_sum - r.offline_sum,
      offline_sq = t.offline_sq - r.offline_sq,
      located_carry_sum = t.located_carry_sum - r.located_carry_sum,
      located_carry_sq = t.located_carry_sq - r.located_carry_sq,
      located_cross = t.located_cross - r.located_cross
  FROM (SELECT s.user_id, s.club, s.player,
           count(*)::int AS shots,
           sum(s.carry::numeric) AS carry_sum,
           sum(s.carry::numeric * s.carry::numeric) AS carry_sq,
           count(s.total)::int AS total_n,
           coalesce(sum(s.total::numeric), 0) AS total_sum,
           coalesce(sum(s.total::numeric * s.total::numeric), 0) AS total_sq,
           count(s.offline)::int AS offline_n,
           coalesce(sum(s.offline::numeric), 0) AS offline_sum,
           coalesce(sum(s.offline::numeric * s.offline::numeric), 0) AS offline_sq,
           coalesce(sum(s.carry::numeric) filter (where s.offline is not null), 0) AS located_carry_sum,
           coalesce(sum(s.carry::numeric * s.carry::numeric) filter (where s.offline is not null), 0) AS located_carry_sq,
           coalesce(sum(s.offline::numeric * s.carry::numeric), 0) AS located_cross
        FROM removed s GROUP BY 1, 2, 3) r
  WHERE t.user_id = r.user_id AND t.club = r.club AND t.player = r.player;
  DELETE FROM shot_club_moments t USING (SELECT DISTINCT user_id, club, player FROM removed) r
  WHERE t.user_id = r.user_id AND t.club = r.club AND t.player = r.player AND t.shots = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shots_moments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shot_club_moments t SET
      shots = t.shots - r.shots,
      carry_sum = t.carry_sum - r.carry_sum,
      carry_sq = t.carry_sq - r.carry_sq,
      total_n = t.total_n - r.total_n,
      total_sum = t.total_sum - r.total_sum,
      total_sq = t.total_sq - r.total_sq,
      offline_n = t.offline_n - r.offline_n,
      offline_sum = t.offline_sum - r.offline_sum,
      offline_sq = t.offline_sq - r.offline_sq,
      located_carry_sum = t.located_carry_sum - r.located_carry_sum,
      located_carry_sq = t.located_carry_sq - r.located_carry_sq,
      located_cross = t.located_cross - r.located_cross
  FROM (SELECT s.user_id, s.club, s.player,
           count(*)::int AS shots,
           sum(s.carry::numeric) AS carry_sum,
           sum(s.carry::numeric * s.carry::numeric) AS carry_sq,
           count(s.total)::int AS total_n,
           coalesce(sum(s.total::numeric), 0) AS total_sum,
           coalesce(sum(s.total::numeric * s.total::numeric), 0) AS total_sq,
           count(s.offline)::int AS offline_n,
           coalesce(sum(s.offline::numeric), 0) AS offline_sum,
           coalesce(sum(s.offline::numeric * s.offline::numeric), 0) AS offline_sq,
           coalesce(sum(s.carry::numeric) filter (where s.offline is not null), 0) AS located_carry_sum,
           coalesce(sum(s.carry::numeric * s.carry::numeric) filter (where s.offline is not null), 0) AS located_carry_sq,
           coalesce(sum(s.offline::numeric * s.carry::numeric), 0) AS located_cross
        FROM removed s GROUP BY 1, 2, 3) r
  WHERE t.user_id = r.user_id AND t.club = r.club AND t.player = r.player;
  DELETE FROM shot_club_moments t USING (SELECT DISTINCT user_id, club, player FROM removed) r
  WHERE t.user_id = r.user_id AND t.club = r.club AND t.player = r.player AND t.shots = 0;
  INSERT INTO shot_club_moments AS t (user_id, club, player, shots, carry_sum, carry_sq, total_n, total_sum, total_sq, offline_n, offline_sum, offline_sq, located_carry_sum, located_carry_sq, located_cross)
  SELECT s.user_id, s.club, s.player,
         count(*)::int,
         sum(s.carry::numeric),
         sum(s.carry::numeric * s.carry::numeric),
         count(s.total)::int,
         coalesce(sum(s.total::numeric), 0),
         coalesce(sum(s.total::numeric * s.total::numeric), 0),
         count(s.offline)::int,
         coalesce(sum(s.offline::numeric), 0),
         coalesce(sum(s.offline::numeric * s.offline::numeric), 0),
         coalesce(sum(s.carry::numeric) filter (where s.offline is not null), 0),
         coalesce(sum(s.carry::numeric * s.carry::numeric) filter (where s.offline is not null), 0),
         coalesce(sum(s.offline::numeric * s.carry::numeric), 0)
  FROM added s GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, club, player) DO UPDATE SET
      shots = t.shots + excluded.shots,
      carry_sum = t.carry_sum + excluded.carry_sum,
      carry_sq = t.carry_sq + excluded.carry_sq,
      total_n = t.total_n + excluded.total_n,
      total_sum = t.total_sum + excluded.total_sum,
      total_sq = t.total_sq + excluded.total_sq,
      offline_n = t.offline_n + excluded.offline_n,
      offline_sum = t.offline_sum + excluded.offline_sum,
      offline_sq = t.offline_sq + excluded.offline_sq,
      located_carry_sum = t.located_carry_sum + excluded.located_carry_sum,
      located_carry_sq = t.located_carry_sq + excluded.located_carry_sq,
      located_cross = t.located_cross + excluded.located_cross;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shots_moments_added AFTER INSERT ON shots REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION shots_moments_added();
--> statement-breakpoint
CREATE TRIGGER shots_moments_removed AFTER DELETE ON shots REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION shots_moments_removed();
--> statement-breakpoint
CREATE TRIGGER shots_moments_changed AFTER UPDATE ON shots REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION shots_moments_changed();
--> statement-breakpoint
-- The buckets narrowed from 0.2 m to 0.05 m: an order statistic then reads a quarter of the shots
-- (a bucket holds about 200 shots of a club at a million shots of an account; decision 027). The
-- triggers call shot_bucket() by name: they follow.
CREATE OR REPLACE FUNCTION shot_bucket(v double precision) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ select floor(v * 20)::integer $$;
--> statement-breakpoint
DELETE FROM shot_carry_buckets;
--> statement-breakpoint
DELETE FROM shot_total_buckets;
--> statement-breakpoint
INSERT INTO shot_carry_buckets (user_id, club, player, bucket, shots)
SELECT user_id, club, player, shot_bucket(carry), count(*)::int FROM shots GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO shot_total_buckets (user_id, club, player, bucket, shots)
SELECT user_id, club, player, shot_bucket(total), count(*)::int FROM shots WHERE total IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The shots stored before, from the days' sums (exact: numeric).
INSERT INTO shot_club_moments (user_id, club, player, shots, carry_sum, carry_sq, total_n, total_sum, total_sq, offline_n, offline_sum, offline_sq, located_carry_sum, located_carry_sq, located_cross)
SELECT user_id, club, player, sum(shots)::int, sum(carry_sum), sum(carry_sq), sum(total_n)::int, sum(total_sum), sum(total_sq),
       sum(offline_n)::int, sum(offline_sum), sum(offline_sq), sum(located_carry_sum), sum(located_carry_sq), sum(located_cross)
FROM shot_day_totals GROUP BY 1, 2, 3;
