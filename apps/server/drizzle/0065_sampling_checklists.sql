ALTER TABLE "project_acceptance_template" DROP CONSTRAINT "project_acceptance_template_kind_check";--> statement-breakpoint
ALTER TABLE "project_sampling" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "project_sampling" ADD COLUMN "design_version" integer;--> statement-breakpoint
ALTER TABLE "project_sampling" ADD CONSTRAINT "project_sampling_template_id_project_acceptance_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."project_acceptance_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_acceptance_template" ADD CONSTRAINT "project_acceptance_template_kind_check" CHECK ("project_acceptance_template"."kind" in ('completion', 'handover', 'sampling'));