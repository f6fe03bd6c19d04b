CREATE INDEX "asset_purchase_idx" ON "asset" USING btree ("purchase_date","id");--> statement-breakpoint
-- The asset list keeps its totals and pages of rows per change version of `asset` (0008's
-- function, deferred to commit): any write to assets moves it, and so does a change to what
-- its rows show or its filters read: categories (names, the tree, designs), stores and
-- departments (names, the data scope's enterprise and department trees), a user's nickname or
-- department (custodian names; the department scope's makers), and form designs (a sort by a
-- designed field is allowed while the category's design has it). Not the sign-in bookkeeping
-- written to app_user all day.
CREATE CONSTRAINT TRIGGER "asset_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "asset"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE TRIGGER "asset_change_version_truncate"
AFTER TRUNCATE ON "asset"
FOR EACH STATEMENT EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "asset_category_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "asset_category"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "store_asset_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "store"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "department_asset_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "department"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_user_asset_change_version"
AFTER UPDATE OF "nickname", "dept_id" OR DELETE ON "app_user"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "form_design_asset_change_version"
AFTER INSERT OR UPDATE OR DELETE ON "form_design"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "change_version_bump"('asset');
