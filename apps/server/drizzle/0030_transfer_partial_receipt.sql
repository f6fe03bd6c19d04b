ALTER TABLE "ware_transfer" DROP CONSTRAINT "ware_transfer_status_check";--> statement-breakpoint
ALTER TABLE "ware_transfer_line" ADD COLUMN "received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ware_transfer_line" ADD COLUMN "returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ware_transfer" ADD CONSTRAINT "ware_transfer_status_check" CHECK ("ware_transfer"."status" in ('inTransit', 'partlyReceived', 'received', 'cancelled'));--> statement-breakpoint
ALTER TABLE "ware_transfer_line" ADD CONSTRAINT "ware_transfer_line_received_check" CHECK ("ware_transfer_line"."received" >= 0 and "ware_transfer_line"."returned" >= 0 and "ware_transfer_line"."received" + "ware_transfer_line"."returned" <= "ware_transfer_line"."quantity");--> statement-breakpoint
-- Transfers received before partial receipt existed took every line in full.
UPDATE "ware_transfer_line" SET "received" = "ware_transfer_line"."quantity" FROM "ware_transfer" WHERE "ware_transfer"."id" = "ware_transfer_line"."transfer_id" AND "ware_transfer"."status" = 'received';
