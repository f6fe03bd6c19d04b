-- 解除锁定 on the users page (issue #15): a key of its own (packages/shared PERMISSIONS.user.unlock),
-- so who may lift another user's sign-in locks is chosen apart from who may edit users. A fresh
-- database has no roles yet (the first-start seed grants every menu to admin); in an existing one
-- every role that may reset a password, which lifts the locks too, gets it.
INSERT INTO "menu" ("id", "parent_id", "kind", "label", "label_en", "path", "icon", "sort", "keep_alive", "permission") VALUES
	(1117, 1110, 'button', '解除锁定', 'Lift lock', '', NULL, 70, 0, 'sys_user_unlock')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_id")
SELECT rm."role_id", 1117 FROM "role_menu" rm WHERE rm."menu_id" = 1116
ON CONFLICT DO NOTHING;
