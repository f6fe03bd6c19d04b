-- Drawn signatures on projects (docs/projects.md "Hidden-work gates", "Acceptance checklists"): the
-- gate signer's and the completion signer's PNG, kept as files the project's viewers read.
-- Rows signed before stay null: nothing was drawn then.
ALTER TABLE "project_acceptance" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "project_stage" ADD COLUMN "gate_signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "project_acceptance" ADD CONSTRAINT "project_acceptance_signature_file_id_file_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stage" ADD CONSTRAINT "project_stage_gate_signature_file_id_file_id_fk" FOREIGN KEY ("gate_signature_file_id") REFERENCES "public"."file"("id") ON DELETE restrict ON UPDATE no action;
