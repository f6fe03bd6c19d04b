import { ASSET_PERMISSIONS, EAM_PERMISSIONS, type HomeTodo } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMessageCentreOpener } from '../../../lib/message-centre-opener';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { TodoCard } from './todo-card';

let items: HomeTodo[];
let broken = false;
const server = fakeServerForEachTest(() => ({
  'GET /home/todos': () => (broken ? fail(500, 'boom') : ok({ items })),
}));

const ALL_KEYS = [
  EAM_PERMISSIONS.dispatch,
  EAM_PERMISSIONS.work,
  EAM_PERMISSIONS.evaluate,
  ASSET_PERMISSIONS.asset.view,
];

const rows = () =>
  within(screen.getByRole('list', { name: '我的待办' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('home page to-dos', () => {
  beforeEach(() => {
    broken = false;
    items = [
      { kind: 'repairToDispatch', count: 3, filter: { status: ['submitted'] } },
      {
        kind: 'repairAssigned',
        count: 0,
        filter: { status: ['dispatched', 'in_progress', 'paused'] },
      },
      {
        kind: 'repairToEvaluate',
        count: 2,
        filter: { status: ['completed'], evaluated: 'false' },
      },
      {
        kind: 'assetsExpiring',
        count: 12,
        filter: {
          status: ['idle', 'inUse'],
          expiresFrom: '2026-11-25',
          expiresTo: '2026-12-25',
        },
      },
      { kind: 'unreadMessages', count: 7, filter: {} },
    ];
  });

  it('lists each to-do with its count; a waiting one links to its list filtered as counted', async () => {
    const { user, router } = renderPage(<TodoCard />, { permissions: ALL_KEYS });
    expect(await screen.findByRole('list', { name: '我的待办' })).toBeInTheDocument();
    expect(rows()).toEqual([
      '待派单的维修工单3',
      '派给我的未完成工单0',
      '待我评价的工单2',
      '30 天内到期的资产12',
      '未读消息7',
    ]);
    // Nothing to open for a zero.
    expect(screen.queryByRole('link', { name: /派给我的未完成工单/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '待我评价的工单 2' })).toHaveAttribute(
      'href',
      '/eam/repair-order/index?status=completed&evaluated=false',
    );
    await user.click(screen.getByRole('link', { name: '30 天内到期的资产 12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/as/asset/index'));
    expect(new URLSearchParams(router.state.location.search).getAll('status')).toEqual([
      'idle',
      'inUse',
    ]);
    expect(router.state.location.search).toContain('expiresFrom=2026-11-25&expiresTo=2026-12-25');
  });

  it('opens the message centre on the unread messages', async () => {
    const open = vi.fn();
    const unregister = registerMessageCentreOpener(open);
    try {
      const { user } = renderPage(<TodoCard />);
      await user.click(await screen.findByRole('button', { name: '未读消息 7' }));
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
    }
  });

  it('says nothing is waiting when every count is zero', async () => {
    items = items.map((item) => ({ ...item, count: 0 }));
    renderPage(<TodoCard />, { permissions: ALL_KEYS });
    expect(await screen.findByText('暂无待办，需要您处理的事项都已处理完了')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '我的待办' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows only what the server gives for the user’s keys', async () => {
    items = [
      { kind: 'repairAssigned', count: 4, filter: { status: ['dispatched'] } },
      { kind: 'unreadMessages', count: 0, filter: {} },
    ];
    renderPage(<TodoCard />, { permissions: [EAM_PERMISSIONS.work] });
    expect(await screen.findByRole('list', { name: '我的待办' })).toBeInTheDocument();
    expect(rows()).toEqual(['派给我的未完成工单4', '未读消息0']);
  });

  it('offers a retry when the to-dos fail to load', async () => {
    broken = true;
    const { user } = renderPage(<TodoCard />);
    expect(await screen.findByText('待办加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('list', { name: '我的待办' })).toBeInTheDocument();
    expect(server.find('GET', '/home/todos')).toHaveLength(2);
  });

  it('speaks English', async () => {
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<TodoCard />, { permissions: ALL_KEYS });
      expect(await screen.findByRole('list', { name: 'My to-dos' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Assets expiring within 30 days 12' })).toBeVisible();
      expect(screen.getByText('Repair orders to dispatch')).toBeInTheDocument();
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });
});
