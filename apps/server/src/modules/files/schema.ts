import { z } from 'zod';

export const fileInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
});

/** Any text: an id that is not one of ours is simply not found (never a hint either way). */
export const fileParams = z.object({ id: z.string().max(200) });
