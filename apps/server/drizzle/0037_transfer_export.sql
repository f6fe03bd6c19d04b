-- The transfer list's export (docs/warehouses.md "Transfers"): one more button under 调拨单
-- (fixed id 8074, see FIRST_ADMIN_MENU_ID) for WAREHOUSE_PERMISSIONS.transfer.export. A fresh
-- database grants it at first start (admin every menu, the demo keeper theirs:
-- modules/ware-transfer/demo.ts); an existing admin role gets it here.
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "group_paths", "permission")
SELECT 8074, m."id", 'button', '导出', 'Export', '', NULL, 40, 0, '{}'::text[], 'ware_transfer_export'
FROM "menu" m WHERE m."id" = 8070
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_id")
SELECT r."id", 8074 FROM "role" r
WHERE r."code" = 'admin' AND EXISTS (SELECT 1 FROM "menu" WHERE "id" = 8074)
ON CONFLICT DO NOTHING;
