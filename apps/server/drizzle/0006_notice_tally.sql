CREATE TABLE "notice_tally" (
	"recipient_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"read_status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "notice_tally_recipient_id_type_read_status_pk" PRIMARY KEY("recipient_id","type","read_status")
);
--> statement-breakpoint
ALTER TABLE "notice_tally" ADD CONSTRAINT "notice_tally_recipient_id_app_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers (transition tables), in the changing transaction: always exact.
-- Rows are locked in key order, so two transactions touching the same users cannot deadlock.
CREATE FUNCTION "notice_tally_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_tally" ("recipient_id", "type", "read_status", "n")
  SELECT "recipient_id", "type", "read_status", count(*)::int FROM "new_notices"
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("recipient_id", "type", "read_status")
  DO UPDATE SET "n" = "notice_tally"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notice_tally_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_tally" ("recipient_id", "type", "read_status", "n")
  SELECT "recipient_id", "type", "read_status", sum("d")::int FROM (
    SELECT "recipient_id", "type", "read_status", -1 AS "d" FROM "old_notices"
    UNION ALL
    SELECT "recipient_id", "type", "read_status", 1 FROM "new_notices"
  ) AS "moves"
  GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("recipient_id", "type", "read_status")
  DO UPDATE SET "n" = "notice_tally"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only updates: when a user is deleted their tally rows go by cascade, maybe first.
CREATE FUNCTION "notice_tally_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notice_tally" AS t SET "n" = t."n" - g."n"
  FROM (
    SELECT "recipient_id", "type", "read_status", count(*)::int AS "n" FROM "old_notices"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ) AS g
  WHERE t."recipient_id" = g."recipient_id" AND t."type" = g."type"
    AND t."read_status" = g."read_status";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notice_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notice_tally";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notice_tally_insert" AFTER INSERT ON "notice"
  REFERENCING NEW TABLE AS "new_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_tally_insert"();
--> statement-breakpoint
CREATE TRIGGER "notice_tally_update" AFTER UPDATE ON "notice"
  REFERENCING OLD TABLE AS "old_notices" NEW TABLE AS "new_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_tally_update"();
--> statement-breakpoint
CREATE TRIGGER "notice_tally_delete" AFTER DELETE ON "notice"
  REFERENCING OLD TABLE AS "old_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_tally_delete"();
--> statement-breakpoint
CREATE TRIGGER "notice_tally_truncate" AFTER TRUNCATE ON "notice"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_tally_truncate"();
--> statement-breakpoint
-- The notices already there (the triggers exist now and hold off writers until commit).
INSERT INTO "notice_tally" ("recipient_id", "type", "read_status", "n")
SELECT "recipient_id", "type", "read_status", count(*)::int FROM "notice" GROUP BY 1, 2, 3;
