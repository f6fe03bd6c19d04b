ALTER TABLE "stocktake" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocktake" ADD COLUMN "counted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Plans made before the counters were kept: counted once from their lines.
UPDATE "stocktake" s SET
  "line_count" = (SELECT count(*) FROM "stocktake_line" l WHERE l."stocktake_id" = s."id"),
  "counted_count" = (SELECT count(*) FROM "stocktake_line" l WHERE l."stocktake_id" = s."id" AND l."counted" IS NOT NULL);