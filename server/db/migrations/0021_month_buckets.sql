-- Counts per bucket of carry and of total per UTC month (issue 17, docs/decisions/027, "Gapping over
-- a date range"): a range of days reads its whole months' rows and passes over the shots of its
-- edge days only, where it passed over every shot in the range. One row per account, club, player,
-- month and measure ('carry' or 'total'): the buckets (shot_bucket()) that hold shots, ascending,
-- and their counts, as two arrays (a month of a club is a few hundred buckets: one row, not a
-- row per bucket). Kept by one statement-level trigger on `shots`, beside migration 0017's.
CREATE TABLE "shot_month_buckets" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"club" text NOT NULL,
	"player" text NOT NULL,
	"month" date NOT NULL,
	"measure" text NOT NULL CHECK ("measure" IN ('carry', 'total')),
	"buckets" integer[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "shot_month_buckets_pk" PRIMARY KEY ("user_id", "club", "player", "month", "measure")
);
--> statement-breakpoint
-- The shots stored (+1), deleted (-1) or changed (both) counted per month and bucket, then merged
-- into the rows: bucket by bucket, dropping a bucket whose count reaches 0 and a row left with
-- none. In key order, so that two uploads of one account wait for each other instead of
-- deadlocking. (The transition tables are visible to EXECUTE.)
CREATE FUNCTION shots_month_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT s.user_id, s.club, s.player, s.taken_at, s.carry, s.total, 1 AS sign FROM added s'
    WHEN 'DELETE' THEN 'SELECT s.user_id, s.club, s.player, s.taken_at, s.carry, s.total, -1 AS sign FROM removed s'
    ELSE 'SELECT s.user_id, s.club, s.player, s.taken_at, s.carry, s.total, 1 AS sign FROM added s
          UNION ALL SELECT s.user_id, s.club, s.player, s.taken_at, s.carry, s.total, -1 AS sign FROM removed s' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO shot_month_buckets AS t (user_id, club, player, month, measure, buckets, counts)
    SELECT user_id, club, player, month, measure, array_agg(bucket ORDER BY bucket), array_agg(n ORDER BY bucket)
    FROM (
      SELECT s.user_id, s.club, s.player, date_trunc('month', s.taken_at AT TIME ZONE 'UTC')::date AS month, m.measure,
             shot_bucket(m.v) AS bucket, sum(s.sign)::int AS n
      FROM (%s) s CROSS JOIN LATERAL (VALUES ('carry', s.carry), ('total', s.total)) AS m(measure, v)
      WHERE m.v IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(s.sign) <> 0
    ) d
    -- an account deleted: its rows went first (its cascade), and nothing is to be counted back
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, club, player, month, measure) DO UPDATE SET (buckets, counts) = (
      SELECT coalesce(array_agg(x.bucket ORDER BY x.bucket), '{}'), coalesce(array_agg(x.n ORDER BY x.bucket), '{}')
      FROM (
        SELECT u.bucket, sum(u.n)::int AS n
        FROM (SELECT * FROM unnest(t.buckets, t.counts) UNION ALL SELECT * FROM unnest(excluded.buckets, excluded.counts)) AS u(bucket, n)
        GROUP BY u.bucket HAVING sum(u.n) <> 0
      ) x)
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM shot_month_buckets t
    USING (SELECT DISTINCT user_id, club, player, date_trunc('month', taken_at AT TIME ZONE 'UTC')::date AS month FROM removed) r
    WHERE t.user_id = r.user_id AND t.club = r.club AND t.player = r.player AND t.month = r.month AND cardinality(t.counts) = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shots_month_buckets_added AFTER INSERT ON shots REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION shots_month_buckets();
--> statement-breakpoint
CREATE TRIGGER shots_month_buckets_removed AFTER DELETE ON shots REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION shots_month_buckets();
--> statement-breakpoint
CREATE TRIGGER shots_month_buckets_changed AFTER UPDATE ON shots REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION shots_month_buckets();
--> statement-breakpoint
-- The shots stored before.
INSERT INTO shot_month_buckets (user_id, club, player, month, measure, buckets, counts)
SELECT user_id, club, player, month, measure, array_agg(bucket ORDER BY bucket), array_agg(n ORDER BY bucket)
FROM (
  SELECT s.user_id, s.club, s.player, date_trunc('month', s.taken_at AT TIME ZONE 'UTC')::date AS month, m.measure, shot_bucket(m.v) AS bucket, count(*)::int AS n
  FROM shots s CROSS JOIN LATERAL (VALUES ('carry', s.carry), ('total', s.total)) AS m(measure, v)
  WHERE m.v IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
) d
GROUP BY 1, 2, 3, 4, 5;
