import { PERMISSIONS, type ProjectStats } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { ProjectPanel } from './project-panel';

let stats: ProjectStats;
let broken = false;
fakeServerForEachTest(() => ({
  'GET /item/stats': () => (broken ? fail(500, 'boom') : ok(stats)),
}));

const VIEW = [PERMISSIONS.project.view];

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('home page project panel', () => {
  beforeEach(() => {
    broken = false;
    stats = {
      inProgress: {
        count: 9,
        items: [
          {
            id: 7,
            code: 'XM20261101000001',
            name: '静安店翻新',
            status: 'active',
            storeName: '静安店',
            stageCount: 5,
            doneCount: 2,
            plannedEnd: '2026-12-20',
            currentStage: '隐蔽工程',
            budget: '500000.00',
            cost: '512000.50',
            overBudget: true,
          },
        ],
      },
      lateStages: {
        count: 1,
        items: [
          {
            id: 31,
            name: '隐蔽工程',
            projectId: 7,
            projectCode: 'XM20261101000001',
            projectName: '静安店翻新',
            plannedEnd: '2026-11-25',
            daysLate: 5,
          },
        ],
      },
      waiting: {
        count: 2,
        items: [
          {
            kind: 'startWork',
            id: 12,
            code: 'KG20261128000002',
            projectId: 7,
            projectCode: 'XM20261101000001',
            projectName: '静安店翻新',
            createdAt: '2026-11-28T02:00:00.000Z',
          },
          {
            kind: 'materialDiscard',
            id: 15,
            code: 'BF20261129000003',
            projectId: 7,
            projectCode: 'XM20261101000001',
            projectName: '静安店翻新',
            createdAt: '2026-11-29T02:00:00.000Z',
          },
        ],
      },
    };
  });

  it('lists the user’s projects, late stages and requests in approval as links', async () => {
    const { user, router } = renderPage(<ProjectPanel />, { permissions: VIEW });
    expect(await screen.findByText('1 个阶段逾期')).toBeInTheDocument();
    const items = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('进行中的项目')).toEqual([
      'XM20261101000001 静安店翻新进行中 · 静安店 · 阶段 2/5 · 当前阶段：隐蔽工程 · 计划 2026-12-20 完工成本 ¥512,000.50 / 预算 ¥500,000.00 · 超出预算',
    ]);
    // Cost against budget: over budget is said in red.
    const cost = screen.getByText('成本 ¥512,000.50 / 预算 ¥500,000.00 · 超出预算');
    expect(cost).toHaveClass('ant-typography-danger');
    expect(items('逾期的阶段')).toEqual([
      '隐蔽工程（XM20261101000001 静安店翻新）逾期 5 天（计划 2026-11-25 完成）',
    ]);
    expect(items('审批中的申请')).toEqual([
      '开工申请 KG20261128000002XM20261101000001 静安店翻新 · 2026-11-28',
      '物料报废 BF20261129000003XM20261101000001 静安店翻新 · 2026-11-29',
    ]);
    // A material discard opens on the discarding page.
    expect(screen.getByRole('link', { name: '物料报废 BF20261129000003' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=15',
    );
    const projects = screen.getByRole('region', { name: '进行中的项目' });
    expect(within(projects).getByRole('link', { name: '另有 8 项，查看项目列表' })).toHaveAttribute(
      'href',
      '/item/index',
    );
    await user.click(screen.getByRole('link', { name: '开工申请 KG20261128000002' }));
    await waitFor(() => expect(at(router)).toBe('/item/item-start-work?id=12'));
  });

  it('says when there is nothing, in English', async () => {
    stats = {
      inProgress: { count: 0, items: [] },
      lateStages: { count: 0, items: [] },
      waiting: { count: 0, items: [] },
    };
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<ProjectPanel />, { permissions: VIEW });
      expect(await screen.findByText('Stages late: 0')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Projects in progress' })).toHaveTextContent(
        'No projects of yours in progress',
      );
      expect(screen.getByRole('region', { name: 'Requests in approval' })).toHaveTextContent(
        'No requests in approval',
      );
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });

  it('names a material discard in approval in English too', async () => {
    stats = { ...stats, waiting: { count: 1, items: [stats.waiting.items[1]!] } };
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<ProjectPanel />, { permissions: VIEW });
      expect(
        await screen.findByRole('link', { name: 'Material discard BF20261129000003' }),
      ).toHaveAttribute('href', '/item/item-discard?materialDiscardId=15');
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });

  it('offers to try again when the lists do not load', async () => {
    broken = true;
    const { user } = renderPage(<ProjectPanel />, { permissions: VIEW });
    expect(await screen.findByText('我的项目加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('1 个阶段逾期')).toBeInTheDocument();
  });
});
