-- One notice to many readers (docs/approvals.md "A notice to many", issue #17): its words once,
-- its recipients as an array, a reader's read and deleted state a mark written when they act.
CREATE TABLE "notice_group" (
	"id" bigint PRIMARY KEY DEFAULT nextval('notice_id_seq') NOT NULL,
	"recipients" integer[] NOT NULL,
	"type" smallint NOT NULL,
	"text" varchar(500) NOT NULL,
	"content" text,
	"translations" jsonb,
	"notice_time" timestamp with time zone DEFAULT now() NOT NULL,
	"approve_user_id" integer,
	"link_area" varchar(64),
	"link_id" varchar(64),
	"created_by" integer,
	CONSTRAINT "notice_group_type_check" CHECK ("notice_group"."type" between 1 and 54)
);
--> statement-breakpoint
CREATE TABLE "notice_group_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_mark" (
	"user_id" integer NOT NULL,
	"notice_id" bigint NOT NULL,
	"read_status" smallint DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notice_mark_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id"),
	CONSTRAINT "notice_mark_read_status_check" CHECK ("notice_mark"."read_status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "notice_group" ADD CONSTRAINT "notice_group_approve_user_id_app_user_id_fk" FOREIGN KEY ("approve_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_group" ADD CONSTRAINT "notice_group_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mark" ADD CONSTRAINT "notice_mark_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mark" ADD CONSTRAINT "notice_mark_notice_id_notice_group_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_group_recipients_idx" ON "notice_group" USING gin ("recipients");--> statement-breakpoint
CREATE INDEX "notice_mark_notice_idx" ON "notice_mark" USING btree ("notice_id");--> statement-breakpoint
-- One version for every reader's group notices (docs/approvals.md "A notice to many"): a new,
-- changed or deleted group notice moves it, in the same transaction; a reader's marks move
-- their own notice version instead, as a change of their notices does.
INSERT INTO "notice_group_version" ("one", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "notice_group_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notice_group_version" SET "version" = "version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notice_group_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notice_group"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_group_bump"();--> statement-breakpoint
CREATE FUNCTION "notice_mark_bump_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notice_version_bump"(VARIADIC ARRAY(SELECT "user_id" FROM "new_marks"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Not for a user being deleted (their marks go by cascade; a version row could not refer to them).
CREATE FUNCTION "notice_mark_bump_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notice_version_bump"(VARIADIC ARRAY(
    SELECT o."user_id" FROM "old_marks" AS o
    WHERE EXISTS (SELECT 1 FROM "app_user" AS u WHERE u."id" = o."user_id")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notice_mark_insert" AFTER INSERT ON "notice_mark"
  REFERENCING NEW TABLE AS "new_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_mark_bump_new"();--> statement-breakpoint
CREATE TRIGGER "notice_mark_update" AFTER UPDATE ON "notice_mark"
  REFERENCING NEW TABLE AS "new_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_mark_bump_new"();--> statement-breakpoint
CREATE TRIGGER "notice_mark_delete" AFTER DELETE ON "notice_mark"
  REFERENCING OLD TABLE AS "old_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_mark_bump_old"();
