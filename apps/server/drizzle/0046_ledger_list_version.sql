-- The ledger's list (GET /ware/movement/page) is kept per change version of 'ledger' (issue #18:
-- 10,000,000 movements; modules/warehouse/ledger-read.ts): any movement, and the names it shows
-- (its warehouse, category and unit, asset code, the person who posted it), move the version at
-- commit, through the deferred trigger of 0008.
CREATE CONSTRAINT TRIGGER "stock_movement_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "stock_movement"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE TRIGGER "stock_movement_change_version_truncate"
AFTER TRUNCATE ON "stock_movement"
FOR EACH STATEMENT EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouse_name_ledger_change_version"
AFTER UPDATE OF "name" OR DELETE ON "warehouse"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "asset_category_name_ledger_change_version"
AFTER UPDATE OF "name", "unit" OR DELETE ON "asset_category"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "asset_code_ledger_change_version"
AFTER UPDATE OF "code" OR DELETE ON "asset"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_user_name_ledger_change_version"
AFTER UPDATE OF "nickname" OR DELETE ON "app_user"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
