import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { DETAIL, INSPECTION, INSPECTION_ROW, page } from '../test/project-fixtures';
import { InspectionAddPage } from './inspection-add-page';
import { InspectionListPage } from './inspection-list-page';

const P = PROJECT_PERMISSIONS;

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(DETAIL),
  'GET /item/inspection/page': () => ok(page([INSPECTION_ROW])),
  'GET /item/inspection/detail': () => ok(INSPECTION),
  'POST /item/inspection/rectify': () => ok(INSPECTION),
  'POST /item/inspection/verify': () => ok(INSPECTION),
  'POST /item/inspection/add': () => ok({ ...INSPECTION, id: 52 }),
  'GET /admin/user/list': () =>
    ok([{ userId: 12, nickname: '施工队老王', username: 'wang', enabled: true }]),
});

describe('inspection record pages', { timeout: 30_000 }, () => {
  it('lists a project’s records with their issues, flags the overdue one and filters by severity', async () => {
    const { user } = renderPage(<InspectionListPage />, {
      permissions: [P.view, P.inspect],
      path: '/item/item-inspection-record?projectId=3',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'XM20261120000001 徐汇店翻新 的巡检记录',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '巡检记录' });
    expect(await within(table).findByText('1. 吊顶龙骨间距过大')).toBeInTheDocument();
    expect(within(table).getByText('2. 插座未接地')).toBeInTheDocument();
    expect(within(table).getAllByText('逾期').length).toBeGreaterThan(0);
    expect(within(table).getByText('2 个未关闭，1 个逾期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增巡检' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '严重程度' }));
    await user.click(await screen.findByTitle('严重'));
    await user.click(screen.getByRole('button', { name: /查\s*询|搜\s*索/ }));
    await waitFor(() => expect(server.find('GET', '/item/inspection/page')).toHaveLength(2));
    expect(server.find('GET', '/item/inspection/page')[1]?.params).toMatchObject({
      projectId: 3,
      severity: 'critical',
    });
  });

  it('hides the new-record button without the inspect key, shows the export with its key', async () => {
    renderPage(<InspectionListPage />, {
      permissions: [P.view, P.export],
      path: '/item/item-inspection-record?projectId=3',
    });
    expect(await screen.findByRole('table', { name: '巡检记录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增巡检' })).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });

  it('rectifies an open issue and verifies a rectified one from the record’s drawer', async () => {
    const { user } = renderPage(<InspectionListPage />, {
      permissions: [P.view, P.inspect, P.edit],
      path: '/item/item-inspection-record?projectId=3&id=51',
    });
    const drawer = await findDialog('巡检记录');
    expect(await within(drawer).findByText('吊顶与水电巡检')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '吊顶.jpg' })).toBeInTheDocument();
    expect(within(drawer).getByText(/施工队老王 整改于/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '提交整改' }));
    const rectify = await findDialog('整改问题 1');
    await user.type(within(rectify).getByRole('textbox', { name: '整改说明' }), '龙骨已加密');
    await user.click(within(rectify).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/item/inspection/rectify')).toHaveLength(1));
    expect(server.find('POST', '/item/inspection/rectify')[0]!.body).toEqual({
      issueId: 71,
      note: '龙骨已加密',
      fileIds: [],
    });

    await user.click(within(drawer).getByRole('button', { name: '验收通过' }));
    const verify = await findDialog('验收问题 2');
    await user.click(within(verify).getByRole('button', { name: /确\s*定|OK|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/item/inspection/verify')).toHaveLength(1));
    expect(server.find('POST', '/item/inspection/verify')[0]!.body).toEqual({
      issueId: 72,
      note: null,
    });
  });

  it('saves a new record with an issue from the site form and opens it', async () => {
    const { user, router } = renderPage(<InspectionAddPage />, {
      permissions: [P.view, P.inspect],
      path: '/item/item-inspection-record-add?projectId=3',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '新增巡检 · XM20261120000001 徐汇店翻新',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '巡检情况' }), '防水层检查');
    // Saved without an issue's fields: each is asked for, nothing sent.
    await user.click(screen.getByRole('button', { name: '添加问题' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请填写问题描述')).toBeInTheDocument();
    expect(server.find('POST', '/item/inspection/add')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '卫生间渗水');
    await user.click(screen.getByRole('radio', { name: '严重' }));
    await user.click(screen.getByRole('combobox', { name: '责任人' }));
    await user.click(await screen.findByTitle('施工队老王 (wang)'));
    // Enter in the last field picks the day and saves, as the save button would.
    await user.type(screen.getByRole('textbox', { name: '整改期限' }), '2030-01-15{Enter}');
    await waitFor(() => expect(server.find('POST', '/item/inspection/add')).toHaveLength(1));
    expect(server.find('POST', '/item/inspection/add')[0]!.body).toEqual({
      projectId: 3,
      stageId: null,
      inspectedOn: dayjs().format('YYYY-MM-DD'),
      summary: '防水层检查',
      fileIds: [],
      issues: [
        {
          description: '卫生间渗水',
          severity: 'critical',
          responsibleId: 12,
          deadline: '2030-01-15',
        },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=3&id=52'));
  });
});
