-- A role step's task kept once for the role (docs/approvals.md "A role's task", issue #17):
-- approver_id stays null until one of the role's holders decides it. No foreign key on role_id:
-- a deleted role's open task is held by nobody, as a step whose approvers have all left.
ALTER TABLE "approval_task" ALTER COLUMN "approver_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_task" ADD COLUMN "role_id" integer;--> statement-breakpoint
CREATE INDEX "approval_task_role_idx" ON "approval_task" USING btree ("role_id","status","request_id") WHERE "approval_task"."role_id" is not null;--> statement-breakpoint
ALTER TABLE "approval_task" ADD CONSTRAINT "approval_task_on_someone_check" CHECK ("approval_task"."approver_id" is not null or "approval_task"."role_id" is not null);