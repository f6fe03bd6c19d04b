-- The ledger's kept pages (0046) are kept per reader outside an `all` scope; what a reader's
-- scope sees moves with a warehouse's enterprise or store and with its keepers, so those move
-- the 'ledger' version too.
CREATE CONSTRAINT TRIGGER "warehouse_scope_ledger_change_version"
AFTER UPDATE OF "enterprise_id", "store_id" ON "warehouse"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouse_keeper_ledger_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "warehouse_keeper"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
