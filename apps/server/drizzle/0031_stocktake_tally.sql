CREATE TABLE "stocktake_tally" (
	"stocktake_id" integer NOT NULL,
	"part" integer NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stocktake_tally_stocktake_id_part_pk" PRIMARY KEY("stocktake_id","part")
);
--> statement-breakpoint
ALTER TABLE "stocktake_tally" ADD CONSTRAINT "stocktake_tally_stocktake_id_stocktake_id_fk" FOREIGN KEY ("stocktake_id") REFERENCES "public"."stocktake"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts kept so far become the plan maker's part of the tally.
INSERT INTO "stocktake_tally" ("stocktake_id", "part", "counted")
  SELECT "id", "creator_id", "counted_count" FROM "stocktake" WHERE "counted_count" <> 0;--> statement-breakpoint
ALTER TABLE "stocktake" DROP COLUMN "counted_count";