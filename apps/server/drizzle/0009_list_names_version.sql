-- The repair-order list keeps whole pages of rows, which show the names of stores, repair types
-- and people: a change to any of those names also moves the repair_order change version
-- (0008's function, deferred to commit the same way). Users only for their names, not for the
-- sign-in bookkeeping written to app_user all day.
CREATE CONSTRAINT TRIGGER "store_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "store"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('repair_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "repair_type_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "repair_type"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('repair_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_user_name_change_version"
AFTER UPDATE OF "nickname", "username" OR DELETE ON "app_user"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('repair_order');
