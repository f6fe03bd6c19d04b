import { queryOptions } from '@tanstack/react-query';
import { HOME_TODOS_URL, type HomeTodos } from '@depot/shared';
import { getData } from './get-data';

/** The home page's calls. Every query key starts with `homeKeys.all`. */
export type { HomeTodo, HomeTodos } from '@depot/shared';

export const homeKeys = {
  all: ['home'] as const,
  todos: () => [...homeKeys.all, 'todos'] as const,
};

/** GET /home/todos: what waits for the signed-in user, each with the list filter it counts. */
export const homeTodosQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.todos(),
    queryFn: () => getData<HomeTodos>(HOME_TODOS_URL),
  });
