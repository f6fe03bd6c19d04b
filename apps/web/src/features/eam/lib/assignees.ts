import type { RepairAssignee } from '@depot/shared';

/** Technicians as select options: "nickname (username)". */
export function assigneeOptions(list: readonly RepairAssignee[] | undefined) {
  return (list ?? []).map((a) => ({
    value: a.userId,
    label: a.nickname ? `${a.nickname} (${a.username})` : a.username,
  }));
}
