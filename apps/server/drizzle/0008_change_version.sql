CREATE TABLE "change_version" (
	"area" varchar(64) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- One sequence for every area: a version is never handed out twice, not even after a TRUNCATE.
CREATE SEQUENCE "change_version_seq";
--> statement-breakpoint
-- Sets the area's (TG_ARGV[0]) version once per transaction. As a deferred constraint trigger it
-- runs at commit, after every other lock the transaction takes: the version row is locked only
-- while committing, so writers never wait on each other in a circle through it, and the new
-- version becomes visible together with the rows that caused it.
CREATE OR REPLACE FUNCTION "change_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "flag" text := 'depot.changed_' || TG_ARGV[0];
BEGIN
  IF current_setting("flag", true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config("flag", 'on', true);
    INSERT INTO "change_version" ("area", "version")
    VALUES (TG_ARGV[0], nextval('change_version_seq'))
    ON CONFLICT ("area") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "repair_order_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "repair_order"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('repair_order');
--> statement-breakpoint
CREATE TRIGGER "repair_order_change_version_truncate"
AFTER TRUNCATE ON "repair_order"
FOR EACH STATEMENT EXECUTE FUNCTION "change_version_bump"('repair_order');
