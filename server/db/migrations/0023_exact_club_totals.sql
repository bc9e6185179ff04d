ALTER TABLE "shot_club_totals" ALTER COLUMN "carry_sum" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "shot_club_totals" ALTER COLUMN "smash_sum" SET DATA TYPE numeric;--> statement-breakpoint
-- The sums kept so far were added in the order the shots arrived: summed again, exactly.
UPDATE "shot_club_totals" t SET "carry_sum" = r.carry_sum, "smash_sum" = r.smash_sum
FROM (
  SELECT user_id, player, club, sum(carry::text::numeric) AS carry_sum, coalesce(sum((ball_speed / club_speed)::text::numeric), 0) AS smash_sum
  FROM shots GROUP BY user_id, player, club
) r
WHERE t.user_id = r.user_id AND t.player = r.player AND t.club = r.club;
