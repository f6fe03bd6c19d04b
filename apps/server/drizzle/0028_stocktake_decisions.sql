ALTER TABLE "stocktake_line" ADD COLUMN "decision" varchar(8);--> statement-breakpoint
ALTER TABLE "stocktake_line" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "stocktake_line" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stocktake_line" ADD CONSTRAINT "stocktake_line_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_line" ADD CONSTRAINT "stocktake_line_decision_check" CHECK ("stocktake_line"."decision" is null or "stocktake_line"."decision" in ('recount', 'book', 'count'));