-- The store on the ledger (docs/warehouses.md "Stores on the ledger"): a movement that sends
-- stock to a store (an issue by hand, an asset a document gives to a store, a SKU order served
-- to its project's store, a transfer to a store's warehouse), or brings it back, names the store.
-- Rows posted before are left null: movements are never rewritten. The ledger's kept pages show
-- the store's name, so renaming a store moves their version (as 0046 does for the other names).
ALTER TABLE "stock_movement" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_store_idx" ON "stock_movement" USING btree ("store_id","at","id") WHERE "stock_movement"."store_id" is not null;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "store_name_ledger_change_version"
AFTER UPDATE OF "name" OR DELETE ON "store"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('ledger');
