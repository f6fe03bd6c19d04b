import { z } from 'zod';

/** A text a form must give: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A text a form may leave empty: trimmed, at most `max` characters; empty is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((s) => (s === '' ? null : s));
