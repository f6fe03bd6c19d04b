CREATE TABLE "notice_version" (
	"recipient_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_version" ADD CONSTRAINT "notice_version_recipient_id_app_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tally's triggers also bump the version of every user whose notices a statement touched
-- (in user order, like the tally, so two transactions never wait on each other in a circle).
CREATE OR REPLACE FUNCTION "notice_version_bump"(VARIADIC "users" int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "notice_version" ("recipient_id", "version")
  SELECT DISTINCT u, 1 FROM unnest("users") AS u ORDER BY 1
  ON CONFLICT ("recipient_id") DO UPDATE SET "version" = "notice_version"."version" + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notice_tally_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_tally" ("recipient_id", "type", "read_status", "n")
  SELECT "recipient_id", "type", "read_status", count(*)::int FROM "new_notices"
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("recipient_id", "type", "read_status")
  DO UPDATE SET "n" = "notice_tally"."n" + excluded."n";
  PERFORM "notice_version_bump"(VARIADIC ARRAY(SELECT "recipient_id" FROM "new_notices"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notice_tally_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM "notice_version_bump"(VARIADIC ARRAY(
    SELECT "recipient_id" FROM "old_notices" UNION SELECT "recipient_id" FROM "new_notices"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The tally only updated: when a user is deleted their rows go by cascade, maybe first.
CREATE OR REPLACE FUNCTION "notice_tally_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notice_tally" AS t SET "n" = t."n" - g."n"
  FROM (
    SELECT "recipient_id", "type", "read_status", count(*)::int AS "n" FROM "old_notices"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ) AS g
  WHERE t."recipient_id" = g."recipient_id" AND t."type" = g."type"
    AND t."read_status" = g."read_status";
  -- Not for a user being deleted (their row goes by cascade; a new one could not refer to them).
  PERFORM "notice_version_bump"(VARIADIC ARRAY(
    SELECT o."recipient_id" FROM "old_notices" AS o
    WHERE EXISTS (SELECT 1 FROM "app_user" AS u WHERE u."id" = o."recipient_id")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notice_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notice_tally";
  UPDATE "notice_version" SET "version" = "version" + 1;
  RETURN NULL;
END $$;
