-- What the figures need of an overridden shot, kept on its override (issue 17, docs/decisions/027,
-- "Overrides"): every analysis call read each override's shot by primary key (1,000 overrides:
-- 4,000 buffers, 11 ms of the first statement); now it reads the overrides' own rows. A row
-- trigger fills the copy from the shot as an override is stored (every way one is: by hand, a
-- restored backup, a test), and a statement trigger on `shots` keeps it equal when a shot changes
-- (the summaries' triggers handle the same changes); a deleted shot takes its override with it.
ALTER TABLE "shot_overrides" ADD COLUMN "club" text, ADD COLUMN "player" text, ADD COLUMN "taken_at" timestamp with time zone,
  ADD COLUMN "carry" double precision, ADD COLUMN "total" double precision, ADD COLUMN "offline" double precision;
--> statement-breakpoint
UPDATE "shot_overrides" o SET "club" = s.club, "player" = s.player, "taken_at" = s.taken_at, "carry" = s.carry, "total" = s.total, "offline" = s.offline
FROM "shots" s WHERE s.id = o.shot_id;
--> statement-breakpoint
ALTER TABLE "shot_overrides" ALTER COLUMN "club" SET NOT NULL, ALTER COLUMN "player" SET NOT NULL, ALTER COLUMN "taken_at" SET NOT NULL,
  ALTER COLUMN "carry" SET NOT NULL;
--> statement-breakpoint
CREATE FUNCTION shot_overrides_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.club, s.player, s.taken_at, s.carry, s.total, s.offline INTO NEW.club, NEW.player, NEW.taken_at, NEW.carry, NEW.total, NEW.offline
  FROM shots s WHERE s.id = NEW.shot_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER shot_overrides_copy BEFORE INSERT OR UPDATE OF shot_id ON shot_overrides
FOR EACH ROW EXECUTE FUNCTION shot_overrides_copy();
--> statement-breakpoint
CREATE FUNCTION shots_override_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shot_overrides o SET club = s.club, player = s.player, taken_at = s.taken_at, carry = s.carry, total = s.total, offline = s.offline
  FROM added s
  WHERE o.shot_id = s.id AND (o.club, o.player, o.taken_at, o.carry, o.total, o.offline) IS DISTINCT FROM (s.club, s.player, s.taken_at, s.carry, s.total, s.offline);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shots_override_copies AFTER UPDATE ON shots REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION shots_override_copies();
