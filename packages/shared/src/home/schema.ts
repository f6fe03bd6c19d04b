import { z } from 'zod';
import { HOME_TODO_KINDS } from './constants';

/**
 * One to-do: how many, and the list filter that count is of, as the list's query parameters
 * (a repeated parameter as an array): the to-do's link opens the list with them. Unread
 * messages have no list page (the message centre opens) and an empty filter.
 */
export const homeTodoSchema = z.object({
  kind: z.enum(HOME_TODO_KINDS),
  count: z.number().int().min(0),
  filter: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type HomeTodo = z.infer<typeof homeTodoSchema>;

/** GET /home/todos: the to-dos the caller's keys allow, in HOME_TODO_KINDS order. */
export const homeTodosSchema = z.object({ items: z.array(homeTodoSchema) });
export type HomeTodos = z.infer<typeof homeTodosSchema>;
