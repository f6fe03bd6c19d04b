import { z } from 'zod';

/** A row another one points at, by its name (a supplier, a warehouse, a template…). */
export const named = z.object({ id: z.number().int(), name: z.string() });

/** A document another one points at, by its code (a request, a sub-order, a SKU order…). */
export const coded = z.object({ id: z.number().int(), code: z.string() });
