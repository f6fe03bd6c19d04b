-- The door-lock imports (docs/door-locks.md "Import"): one more button under 门锁列表 (fixed id
-- 8618, see FIRST_ADMIN_MENU_ID) for DOOR_LOCK_PERMISSIONS.import, locks and open logs from
-- .xlsx. A fresh database grants it at first start (admin every menu); an existing admin role
-- gets it here.
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "group_paths", "permission")
SELECT 8618, m."id", 'button', '导入', 'Import', '', NULL, 80, 0, '{}'::text[], 'doorlock_import'
FROM "menu" m WHERE m."id" = 8610
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_id")
SELECT r."id", 8618 FROM "role" r
WHERE r."code" = 'admin' AND EXISTS (SELECT 1 FROM "menu" WHERE "id" = 8618)
ON CONFLICT DO NOTHING;
