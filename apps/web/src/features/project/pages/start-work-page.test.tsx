import { PROJECT_PERMISSIONS, type ProjectDetail, type StartWork } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, PROJECT, QUALITY, page, stage } from '../test/project-fixtures';
import { ProjectPage } from './project-page';
import { StartWorkPage } from './start-work-page';

const P = PROJECT_PERMISSIONS;

const WORK_STAGE = stage({
  id: 34,
  seq: 4,
  name: '进场开工',
  kind: 'startWork',
  plannedDays: 2,
  dependsOn: [],
  plannedStart: '2026-12-15',
  plannedEnd: '2026-12-16',
});

const withWork = (over: Partial<typeof WORK_STAGE>): ProjectDetail => ({
  ...DETAIL,
  stages: [...DETAIL.stages, { ...WORK_STAGE, ...over }],
});

const APPLIED: StartWork = {
  id: 6,
  code: 'KG20261129000001',
  projectId: 3,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  projectStatus: 'active',
  stageId: 34,
  stageName: '进场开工',
  stageStatus: 'notStarted',
  startOn: '2026-12-15',
  crew: '华建装饰一队',
  safetyNotes: null,
  status: 'pending',
  applicant: { userId: 7, nickname: '项目经理老陈' },
  requestId: 53,
  fileIds: [],
  files: [],
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
};

let detail = withWork({});

const server = fakeServerForEachTest(() => {
  detail = withWork({});
  return {
    'GET /item/detail': () => ok(detail),
    'GET /item/start-work/detail': () => ok(APPLIED),
    'POST /item/start-work/add': () => ok(APPLIED),
    'GET /item/quality/summary': () => ok(QUALITY),
    'GET /item/visa/page': () => ok(page([])),
    'GET /item/deduction/list': () => ok([]),
  };
});

describe('start-of-work application page', { timeout: 30_000 }, () => {
  it('applies to start a start-of-work stage on its planned day with the crew, then opens the application', async () => {
    const { user, router } = renderPage(<StartWorkPage />, {
      permissions: [P.view, P.startWork],
      path: '/item/item-start-work?projectId=3&stageId=34',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /开工申请/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '计划开工日期' })).toHaveValue('2026-12-15');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('请填写施工队伍或承包方')).toBeInTheDocument();
    expect(server.find('POST', '/item/start-work/add')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '施工队伍 / 承包方' }), '华建装饰一队');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/item/start-work/add')).toHaveLength(1));
    expect(server.find('POST', '/item/start-work/add')[0]!.body).toEqual({
      stageId: 34,
      startOn: '2026-12-15',
      crew: '华建装饰一队',
      safetyNotes: null,
      fileIds: [],
    });
    expect(await screen.findByText('开工申请 KG20261129000001 已提交审批')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=6'));
  });

  it('shows an application’s stage, day, crew, state and a link to its approval request', async () => {
    renderPage(<StartWorkPage />, { permissions: [P.view], path: '/item/item-start-work?id=6' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '开工申请 KG20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(screen.getByText('华建装饰一队')).toBeInTheDocument();
    expect(screen.getByText('2026-12-15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=53',
    );
  });

  it('offers an application, not a start, for a start-of-work stage on the project page until one is approved', async () => {
    const { user, router } = renderPage(<ProjectPage />, {
      permissions: [P.view, P.edit, P.startWork],
      path: '/item/detail?id=3',
    });
    const table = await screen.findByRole('table', { name: '阶段' });
    const row = within(table).getByText('进场开工').closest('tr')!;
    expect(within(row).getByText('须先提交开工申请并审批通过')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '开始' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '申请开工' }));
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=3&stageId=34'));
  });

  it('lets a stage approved to start be started from the project page', async () => {
    detail = withWork({
      startWork: { id: 6, code: APPLIED.code, status: 'approved', startOn: '2026-12-15' },
    });
    renderPage(<ProjectPage />, {
      permissions: [P.view, P.edit, P.startWork],
      path: '/item/detail?id=3',
    });
    const table = await screen.findByRole('table', { name: '阶段' });
    const row = within(table).getByText('进场开工').closest('tr')!;
    expect(within(row).getByRole('link', { name: '已批准 2026-12-15 开工' })).toHaveAttribute(
      'href',
      '/item/item-start-work?id=6',
    );
    expect(within(row).getByRole('button', { name: '开始' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '申请开工' })).toBeNull();
  });
});
