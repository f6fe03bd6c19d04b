ALTER TABLE "stocktake" ADD COLUMN "ledger_end" bigint;--> statement-breakpoint
-- Plans whose count had ended before the column: the last ledger row (not their own) by the time
-- it ended, read from the rows' times. A posted plan's lines then show what its approval posted
-- (everything moved before it); a submitted or rejected one's, what moved before its submit.
UPDATE "stocktake" s SET "ledger_end" = (
  SELECT coalesce(max(m.id), s.ledger_mark) FROM "stock_movement" m
  WHERE m.id > s.ledger_mark
    AND NOT (m.source = 'stocktake' AND m.source_id = s.id)
    AND m.at <= CASE WHEN s.status = 'approved' THEN s.posted_at ELSE s.submitted_at END
)
WHERE s.ledger_mark IS NOT NULL AND (
  (s.status = 'approved' AND s.posted_at IS NOT NULL)
  OR (s.status IN ('submitted', 'rejected') AND s.submitted_at IS NOT NULL)
);
