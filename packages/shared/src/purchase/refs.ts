import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { personSchema } from '../person';
import { requiredText } from '../text-fields';

/** A row another one points at, by its name (a supplier, a warehouse, a template…). */
export const named = z.object({ id: z.number().int(), name: z.string() });

/** A document another one points at, by its code (a request, a sub-order, a SKU order…). */
export const coded = z.object({ id: z.number().int(), code: z.string() });

/** A line of a document's timeline: who did what, when, from which status to which. */
export const timelineEventSchema = z.object({
  eventId: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  user: personSchema.nullable(),
  at: z.date(),
});

/** A change of state at the version read (409 when stale) that needs a reason. */
export const versionReasonBody = z.object({
  version: z.number().int().min(0),
  reason: requiredText(200),
});

/** A page query's filter on the day a document was created (China time), both ends kept. */
export const createdDays = {
  /** Created on or after this day. */
  from: isoDay.optional(),
  /** Created on or before this day. */
  to: isoDay.optional(),
};
