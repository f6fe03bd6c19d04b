import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { useMessageCentreStore } from '../stores/message-centre';
import { makeNotice, noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { MessageDrawer } from './message-drawer';

const LONG_TEXT = '仓库A的资产B库存已低于预警阈值请尽快补货并联系采购部门处理'; // 30 characters

const backend = noticeBackendForEachTest(() => ({}));

async function openDrawer() {
  useMessageCentreStore.getState().setOpen(true);
  const view = renderWithProviders(<MessageDrawer />);
  const drawer = await screen.findByRole('dialog', { name: '消息中心' });
  await waitFor(() => expect(backend.find('GET', '/admin/notice/page')).toHaveLength(1));
  return { ...view, drawer, user: userEvent.setup() };
}

const listParams = () => backend.find('GET', '/admin/notice/page').at(-1)?.params;

describe('message centre rows', () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
    useSessionStore.getState().setUserInfo(USER_INFO);
  });

  it('shows the first 24 characters, the whole text in a tooltip', async () => {
    backend.state.notices = [makeNotice(1, { noticeInfoStr: LONG_TEXT })];
    const { drawer, user } = await openDrawer();
    const cut = await within(drawer).findByText(`${LONG_TEXT.slice(0, 24)}…`);
    expect(within(drawer).queryByText(LONG_TEXT)).not.toBeInTheDocument();

    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TEXT);
  });

  it('shows a text of exactly 24 characters whole, without a tooltip', async () => {
    const exact = '一二三四五六七八九十一二三四五六七八九十一二三四';
    backend.state.notices = [
      makeNotice(1, { noticeInfoStr: exact }),
      makeNotice(2, { noticeInfoStr: LONG_TEXT }),
    ];
    const { drawer, user } = await openDrawer();
    await user.hover(await within(drawer).findByText(exact));
    // Then the pointer enters a long text as well, without leaving this one: its tooltip,
    // asked for later with the same delay, shows after one of this text would have.
    fireEvent.mouseEnter(within(drawer).getByText(`${LONG_TEXT.slice(0, 24)}…`));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TEXT);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('shows the time as time ago', async () => {
    backend.state.notices = [
      makeNotice(1, { noticeTime: new Date(Date.now() - 5 * 60_000).toISOString() }),
      makeNotice(2, { noticeTime: new Date(Date.now() - 10_000).toISOString() }),
    ];
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText('5 分钟前')).toBeInTheDocument();
    expect(within(drawer).getByText('刚刚')).toBeInTheDocument();
  });

  it('names each type, also one the client has no label for', async () => {
    backend.state.notices = [
      makeNotice(1, { noticeInfoType: 13 }),
      makeNotice(2, { noticeInfoType: 25 }), // an announcement
      makeNotice(3, { noticeInfoType: 99 as 1 }),
    ];
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText('仓库资产库存预警')).toBeInTheDocument();
    expect(within(drawer).getByText('系统公告')).toBeInTheDocument();
    expect(within(drawer).getByText('类型 99')).toBeInTheDocument();
  });

  it('opens the record of a notice with a link, marks it read and closes the drawer', async () => {
    backend.state.notices = [
      makeNotice(1, { noticeInfoStr: '维修工单待处理', link: { area: 'eam-order', id: 42 } }),
      makeNotice(2, { noticeInfoStr: '去向不明', link: { area: 'unknown-area', id: 7 } }),
    ];
    const { drawer, user } = await openDrawer();
    await within(drawer).findByText('去向不明');
    expect(within(drawer).queryByRole('link', { name: '去向不明' })).not.toBeInTheDocument();

    const link = within(drawer).getByRole('link', { name: '维修工单待处理' });
    expect(link).toHaveAttribute('href', '/eam/repair-order-detail?id=42');
    await user.click(link);

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/eam/repair-order-detail?id=42',
      ),
    );
    await waitFor(() => expect(backend.state.notices[0]?.readStatus).toBe(2));
    expect(backend.find('PUT', '/admin/notice/setReadStatus/1')[0]?.params).toEqual({
      readStatus: 2,
    });
    expect(useMessageCentreStore.getState().open).toBe(false);
  });

  it('pages through 10 at a time by default, with sizes 10 to 50 and the total', async () => {
    backend.state.notices = Array.from({ length: 45 }, (_, i) => makeNotice(i + 1));
    const { drawer, user } = await openDrawer();
    expect(listParams()).toEqual({ current: 1, size: 10 });
    expect(await within(drawer).findByText('共 45 条')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('row')).toHaveLength(11);

    await user.click(within(drawer).getByTitle('3'));
    await waitFor(() => expect(within(drawer).getByText('通知 21')).toBeInTheDocument());
    expect(listParams()).toEqual({ current: 3, size: 10 });

    await user.click(within(drawer).getByRole('combobox', { name: '页码' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
      '40 条/页',
      '50 条/页',
    ]);
    await user.click(screen.getByText('20 条/页'));
    await waitFor(() => expect(listParams()).toEqual({ current: 1, size: 20 }));
  });

  it('reads "data loading" while the list loads', async () => {
    let answer: () => void = () => undefined;
    backend.state.extraRoutes['GET /admin/notice/page'] = () =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            data: { code: 0, msg: null, data: { records: [], total: 0, current: 1, size: 10 } },
          });
      });
    useMessageCentreStore.getState().setOpen(true);
    renderWithProviders(<MessageDrawer />);
    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    expect(await within(drawer).findByText('数据加载中')).toBeInTheDocument();
    act(() => answer());
    await waitFor(() => expect(within(drawer).queryByText('数据加载中')).not.toBeInTheDocument());
  });
});
