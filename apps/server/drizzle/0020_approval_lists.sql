CREATE INDEX "approval_request_pending_idx" ON "approval_request" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "approval_request"."status" = 'pending';--> statement-breakpoint
-- The approval centre's lists and counts are kept per change version of `approval` (0008's
-- function, deferred to commit the same way). Requests, their trails and copies, and users'
-- names (the applicant's, which the rows show and the keyword reads) move it. Tasks do not: a
-- task is only ever written by an engine action, which saves its request in the same
-- transaction (modules/approval/flow.ts, saveRequest), and a row trigger on tasks would queue
-- an event per task at commit (a role step's thousands: it doubled the insert's time); the
-- timer's reminder marks (reminded_at) show in no list and come with a trail row anyway.
CREATE CONSTRAINT TRIGGER "approval_request_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "approval_request"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('approval');
--> statement-breakpoint
CREATE TRIGGER "approval_request_change_version_truncate"
AFTER TRUNCATE ON "approval_request"
FOR EACH STATEMENT EXECUTE FUNCTION "change_version_bump"('approval');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "approval_trail_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "approval_trail"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('approval');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "approval_cc_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "approval_cc"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('approval');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_user_name_approval_change_version"
AFTER UPDATE OF "nickname", "username" OR DELETE ON "app_user"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('approval');
