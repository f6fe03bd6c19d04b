CREATE TABLE "user_store" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "user_store_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "data_scope" varchar(16) DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_store" ADD CONSTRAINT "user_store_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_store" ADD CONSTRAINT "user_store_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_store_store_idx" ON "user_store" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_data_scope_check" CHECK ("role"."data_scope" in ('all', 'enterprise', 'deptAndBelow', 'dept', 'stores', 'self'));