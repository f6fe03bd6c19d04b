import {
  HOME_TODO_KINDS,
  HOME_TODO_PERMISSION,
  type HomeTodo,
  type HomeTodoKind,
  type NoticeCounts,
} from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import type { AssetTodos } from '../asset/asset-todos';
import { repairFilters } from '../eam/schema';
import type { EamService } from '../eam/service';
import type { NoticeService } from '../notice/service';

export interface HomeTodoDeps {
  eam: Pick<EamService, 'orders'>;
  assets: AssetTodos;
  notices: Pick<NoticeService, 'countsAnswer'>;
}

type Counted = Omit<HomeTodo, 'kind'>;

/**
 * The signed-in user's to-dos (GET /home/todos): each the caller's keys allow, counted in
 * their data scope by the area's own list query with the filter its link opens the list with.
 */
export function createHomeTodos({ eam, assets, notices }: HomeTodoDeps) {
  /** A repair-order to-do: the list's count with `filter`, of the caller's own orders or all. */
  const orders = async (
    user: AuthUser,
    filter: HomeTodo['filter'],
    own?: 'assignee' | 'reporter',
  ): Promise<Counted> => {
    const owner =
      own === 'assignee'
        ? { assigneeId: user.userId }
        : own === 'reporter'
          ? { reporterId: user.userId }
          : undefined;
    const count = await eam.orders.count(repairFilters.parse(filter), user.scope, owner);
    return { count, filter };
  };

  const counters: Record<HomeTodoKind, (user: AuthUser) => Promise<Counted>> = {
    repairToDispatch: (user) => orders(user, { status: ['submitted'] }),
    // The list has no filter by assignee or reporter: the link opens it with the statuses,
    // which within a technician's or reporter's own scope (self) are these orders.
    repairAssigned: (user) =>
      orders(user, { status: ['dispatched', 'in_progress', 'paused'] }, 'assignee'),
    repairToEvaluate: (user) =>
      orders(user, { status: ['completed'], evaluated: 'false' }, 'reporter'),
    assetsExpiring: (user) => assets.expiring(user.scope),
    unreadMessages: async (user) => {
      const counts = JSON.parse((await notices.countsAnswer(user.userId)).json) as NoticeCounts;
      return { count: counts.viewNotReadCount, filter: {} };
    },
  };

  return {
    async of(user: AuthUser): Promise<{ items: HomeTodo[] }> {
      const allowed = HOME_TODO_KINDS.filter((kind) => {
        const key = HOME_TODO_PERMISSION[kind];
        return key === null || user.permissions.includes(key);
      });
      const counted = await Promise.all(allowed.map((kind) => counters[kind](user)));
      return { items: allowed.map((kind, i) => ({ kind, ...counted[i]! })) };
    },
  };
}

export type HomeTodos = ReturnType<typeof createHomeTodos>;
