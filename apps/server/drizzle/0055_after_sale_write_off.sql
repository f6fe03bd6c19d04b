ALTER TABLE "purchase_after_sale" ADD COLUMN "written_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_after_sale" ADD COLUMN "write_off_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "purchase_after_sale" ADD CONSTRAINT "purchase_after_sale_written_off_check" CHECK ("purchase_after_sale"."written_off" >= 0 and "purchase_after_sale"."received_back" + "purchase_after_sale"."written_off" <= "purchase_after_sale"."quantity");--> statement-breakpoint
-- The after-sales orders' write-off key (docs/purchasing.md "After-sales orders"): a
-- button under 采购售后 (8550–8559); an existing admin role gets it here, a fresh database's
-- first-start seed grants every menu to admin.
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "group_paths", "permission")
SELECT 8554, 8550, 'button', '核销未换回', 'Write off what never came back', '', NULL, 40, 0, '{}'::text[], 'purchase_after_sale_write_off'
WHERE EXISTS (SELECT 1 FROM "menu" WHERE "id" = 8550)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_id")
SELECT r."id", 8554 FROM "role" r
WHERE r."code" = 'admin' AND EXISTS (SELECT 1 FROM "menu" WHERE "id" = 8554)
ON CONFLICT DO NOTHING;
