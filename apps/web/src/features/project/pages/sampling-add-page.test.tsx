import { PROJECT_PERMISSIONS as P, type AcceptanceTemplateDetail } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, SAMPLING, page } from '../test/project-fixtures';
import { SamplingAddPage } from './sampling-add-page';

/** A sampling checklist: two required items out of 10, an optional one out of 3. */
const CHECKLIST: AcceptanceTemplateDetail = {
  id: 9,
  name: '施工质量抽检表',
  kind: 'sampling',
  note: null,
  enabled: true,
  formDesignId: 41,
  designVersion: 2,
  useCount: 0,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
  design: {
    fields: [
      { kind: 'number', vModel: 'wall', label: '墙面平整', required: true, max: 10, regList: [] },
      { kind: 'number', vModel: 'floor', label: '地砖', required: true, max: 10, regList: [] },
      { kind: 'rate', vModel: 'sockets', label: '开关插座', required: false, max: 3, regList: [] },
    ],
  },
};
const { design: _design, ...LISTED } = CHECKLIST;

/** What the server answers (reset before each test). */
const answers: { templates: Array<typeof LISTED>; add: () => FakeReply } = {
  templates: [LISTED],
  add: () => ok({ ...SAMPLING, id: 63 }),
};

const server = fakeServerForEachTest(() => {
  answers.templates = [LISTED];
  answers.add = () => ok({ ...SAMPLING, id: 63 });
  return {
    'GET /item/detail': () => ok(DETAIL),
    'GET /item/acceptance-template/page': () => ok(page(answers.templates)),
    'GET /item/acceptance-template/detail': () => ok(CHECKLIST),
    'POST /item/sampling/add': () => answers.add(),
  };
});

const open = () =>
  renderPage(<SamplingAddPage />, {
    permissions: [P.view, P.inspect],
    path: '/item/item-sampling-add?projectId=3',
  });

const score = (name: string) => screen.getByRole('spinbutton', { name });

describe('the sampling page', { timeout: 30_000 }, () => {
  it('scores the designed checklist’s items, shows the total and verdict as it is filled, and saves it', async () => {
    const { user, router } = open();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '新增抽检 · XM20261120000001 徐汇店翻新',
      }),
    ).toBeInTheDocument();
    // The only enabled sampling checklist is chosen at once, and only sampling ones are asked for.
    expect(
      await screen.findByRole('spinbutton', { name: '墙面平整 得分（满分 10）' }),
    ).toBeVisible();
    expect(server.find('GET', '/item/acceptance-template/page')[0]!.params).toMatchObject({
      kind: 'sampling',
      enabled: true,
    });
    expect(score('地砖 得分（满分 10）')).toBeVisible();
    expect(score('开关插座 得分（满分 3）')).toBeVisible();

    // Over the item's full score, and a required item left empty: said, nothing sent.
    await user.type(score('墙面平整 得分（满分 10）'), '12');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请填写 0 到 10 的整数得分')).toBeInTheDocument();
    expect(await screen.findByText('请填写得分')).toBeInTheDocument();
    expect(server.find('POST', '/item/sampling/add')).toHaveLength(0);

    await user.clear(score('墙面平整 得分（满分 10）'));
    await user.type(score('墙面平整 得分（满分 10）'), '9');
    await user.type(screen.getByRole('textbox', { name: '墙面平整 备注' }), '一处空鼓');
    await user.type(score('地砖 得分（满分 10）'), '6');
    // 15 of 20 (the optional item left out): 75.00 %, under the pass mark 80.
    expect(await screen.findByText('总分 15 / 20（75.00%）')).toBeInTheDocument();
    expect(screen.getByText('不合格')).toBeInTheDocument();
    await user.type(score('开关插座 得分（满分 3）'), '3');
    expect(await screen.findByText('总分 18 / 23（78.26%）')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: '合格线（%）' }));
    await user.type(screen.getByRole('spinbutton', { name: '合格线（%）' }), '75');
    expect(await screen.findByText('合格')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/item/sampling/add')).toHaveLength(1));
    expect(server.find('POST', '/item/sampling/add')[0]!.body).toEqual({
      projectId: 3,
      stageId: null,
      templateId: 9,
      sampledOn: dayjs().format('YYYY-MM-DD'),
      passMark: 75,
      note: null,
      fileIds: [],
      scores: [
        { key: 'wall', score: 9, note: '一处空鼓' },
        { key: 'floor', score: 6, note: null },
        { key: 'sockets', score: 3, note: null },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=3&id=63'));
  });

  it('shows the server’s refusal and stays on the page', async () => {
    const refusal = '抽检项 地砖 的得分 11 不在 0 到满分 10 之间';
    answers.add = () => fail(400, refusal);
    const { user, router } = open();
    await user.type(
      await screen.findByRole('spinbutton', { name: '墙面平整 得分（满分 10）' }),
      '9',
    );
    await user.type(score('地砖 得分（满分 10）'), '8');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?projectId=3');
  });

  it('says when there is no sampling checklist to score', async () => {
    answers.templates = [];
    open();
    expect(
      await screen.findByText('没有可用的质量抽检模板，请先在项目模板中新增。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
