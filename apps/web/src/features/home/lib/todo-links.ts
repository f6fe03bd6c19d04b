import type { HomeTodo, HomeTodoKind } from '@depot/shared';

/** The list each to-do opens (menu pages of other features: features do not import each other). */
const LIST_OF: Readonly<Record<Exclude<HomeTodoKind, 'unreadMessages'>, string>> = {
  repairToDispatch: '/eam/repair-order/index',
  repairAssigned: '/eam/repair-order/index',
  repairToEvaluate: '/eam/repair-order/index',
  assetsExpiring: '/as/asset/index',
};

/**
 * The list a to-do opens, filtered as the server counted it (its filter as the query, a
 * repeated parameter for each value of a list); null for the unread messages, which open the
 * message centre instead.
 */
export function todoHref(todo: HomeTodo): string | null {
  if (todo.kind === 'unreadMessages') return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(todo.filter)) {
    for (const one of [value].flat()) query.append(name, one);
  }
  const text = query.toString();
  return text ? `${LIST_OF[todo.kind]}?${text}` : LIST_OF[todo.kind];
}
