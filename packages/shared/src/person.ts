import { z } from 'zod';

/** A user as an answer names one (who applied, made, signed, acted): the id and the nickname. */
export const personSchema = z.object({ userId: z.number().int(), nickname: z.string() });
export type Person = z.infer<typeof personSchema>;
