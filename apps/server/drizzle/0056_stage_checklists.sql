ALTER TABLE "project_acceptance" DROP CONSTRAINT "project_acceptance_kind_check";--> statement-breakpoint
ALTER TABLE "project_acceptance" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "project_acceptance_stage_idx" ON "project_acceptance" USING btree ("stage_id");--> statement-breakpoint
ALTER TABLE "project_acceptance" ADD CONSTRAINT "project_acceptance_template_check" CHECK (("project_acceptance"."kind" = 'stage') = ("project_acceptance"."template_id" is null));--> statement-breakpoint
ALTER TABLE "project_acceptance" ADD CONSTRAINT "project_acceptance_kind_check" CHECK ("project_acceptance"."kind" in ('completion', 'handover', 'stage'));