ALTER TABLE "purchase_after_sale" ADD COLUMN "received_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "from_low_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_amendment" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_after_sale" ADD CONSTRAINT "purchase_after_sale_back_check" CHECK ("purchase_after_sale"."received_back" >= 0 and "purchase_after_sale"."received_back" <= "purchase_after_sale"."quantity");--> statement-breakpoint
-- Amendments approved before this migration were applied when their row last changed.
UPDATE "purchase_order_amendment" SET "approved_at" = "updated_at" WHERE "status" = 'approved';
--> statement-breakpoint
-- Exchanges and repairs closed before this migration took all their goods back at once.
UPDATE "purchase_after_sale" SET "received_back" = "quantity" WHERE "status" = 'closed' AND "kind" <> 'return';
