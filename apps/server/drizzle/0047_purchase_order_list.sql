-- The work-order list (modules/purchase/order-list.ts) keeps its totals and pages per change
-- version of `purchase_order` (0008's function, deferred to commit). Orders move it, and so
-- does what their rows show or their filters and the data scope read: lines added, removed or
-- moved to another order or supplier (the line count, the suppliers and the supplier filter),
-- the names of suppliers, applicants, warehouses, templates and warehouse purchase orders, a
-- warehouse's enterprise or store and its keepers (the scope). Not a line's received or
-- cancelled figures: receiving 500 lines queues no event per line, and the list shows neither.
CREATE CONSTRAINT TRIGGER "purchase_order_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "purchase_order"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE TRIGGER "purchase_order_change_version_truncate"
AFTER TRUNCATE ON "purchase_order"
FOR EACH STATEMENT EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_order_line_change_version"
AFTER INSERT OR DELETE OR UPDATE OF "order_id", "supplier_id" ON "purchase_order_line"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "supplier_purchase_order_change_version"
AFTER UPDATE OF "name" OR DELETE ON "supplier"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_user_purchase_order_change_version"
AFTER UPDATE OF "nickname" OR DELETE ON "app_user"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouse_purchase_order_change_version"
AFTER UPDATE OF "name", "enterprise_id", "store_id" OR DELETE ON "warehouse"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouse_keeper_purchase_order_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "warehouse_keeper"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_template_purchase_order_change_version"
AFTER UPDATE OF "name" OR DELETE ON "purchase_template"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "replenishment_purchase_order_change_version"
AFTER UPDATE OF "code" OR DELETE ON "replenishment"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('purchase_order');
