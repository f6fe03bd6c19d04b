ALTER TABLE "notice" DROP CONSTRAINT "notice_type_check";--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Holds made before terms existed: an open one runs the default term (14 days) from now, so none
-- lapses the moment this runs; a closed one is dated from when it was made.
UPDATE "stock_reservation" SET "expires_at" = CASE WHEN "outcome" IS NULL THEN now() ELSE "reserved_at" END + interval '14 days';--> statement-breakpoint
ALTER TABLE "stock_reservation" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD COLUMN "warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD COLUMN "close_reason" varchar(8);--> statement-breakpoint
CREATE INDEX "stock_reservation_expiry_idx" ON "stock_reservation" USING btree ("expires_at") WHERE "stock_reservation"."outcome" is null;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_type_check" CHECK ("notice"."type" between 1 and 54);--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_close_reason_check" CHECK ("stock_reservation"."close_reason" is null or ("stock_reservation"."outcome" = 'released' and "stock_reservation"."close_reason" in ('expired')));