ALTER TABLE "notice" DROP CONSTRAINT "notice_type_check";--> statement-breakpoint
ALTER TABLE "project_inspection_issue" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_type_check" CHECK ("notice"."type" between 1 and 41);