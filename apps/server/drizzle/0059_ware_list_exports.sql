-- The warehouse-in and stocktake plan lists' exports (docs/warehouses.md): one more button under
-- 入库单 (fixed id 8043, see FIRST_ADMIN_MENU_ID) for WAREHOUSE_PERMISSIONS.warehouseIn.export and
-- one under 盘点计划 (8064) for WAREHOUSE_PERMISSIONS.stocktake.export. A fresh database grants
-- them at first start (admin every menu, the demo keeper theirs: modules/warehouse/demo.ts,
-- modules/stocktake/demo.ts); an existing admin role gets them here.
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "group_paths", "permission")
SELECT 8043, m."id", 'button', '导出', 'Export', '', NULL, 30, 0, '{}'::text[], 'ware_in_export'
FROM "menu" m WHERE m."id" = 8040
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "group_paths", "permission")
SELECT 8064, m."id", 'button', '导出', 'Export', '', NULL, 40, 0, '{}'::text[], 'ware_stocktake_export'
FROM "menu" m WHERE m."id" = 8060
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_id")
SELECT r."id", m."id" FROM "role" r, "menu" m
WHERE r."code" = 'admin' AND m."id" IN (8043, 8064)
ON CONFLICT DO NOTHING;
