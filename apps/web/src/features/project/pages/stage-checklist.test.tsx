import {
  PROJECT_PERMISSIONS,
  type Acceptance,
  type ProjectDetail,
  type StageChecklist,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DEDUCTION, DETAIL, QUALITY, page, stage, visa } from '../test/project-fixtures';
import { ProjectPage } from './project-page';

const P = PROJECT_PERMISSIONS;

const DESIGN = {
  fields: [
    { kind: 'switch', vModel: 'water', label: '试压合格', required: true, regList: [] },
    { kind: 'input', vModel: 'remark', label: '意见', required: false, regList: [] },
  ],
};

/** The wiring stage in progress, with a required checklist form not filled in yet. */
const WIRING = stage({
  id: 40,
  seq: 1,
  name: '水电',
  status: 'inProgress',
  actualStart: '2026-11-20',
  checklistFormId: 12,
});
const WITH_CHECKLIST: ProjectDetail = { ...DETAIL, stages: [WIRING] };

const FILLED: Acceptance = {
  id: 80,
  projectId: DETAIL.id,
  kind: 'stage',
  templateId: null,
  templateName: '水电验收表',
  stageId: 40,
  stageName: '水电',
  formDesignId: 12,
  designVersion: 1,
  acceptedOn: dayjs().format('YYYY-MM-DD'),
  signerName: '赵监理',
  signatureFileId: null,
  note: null,
  itemCount: 1,
  passedCount: 1,
  data: { water: true, remark: '无渗漏' },
  design: DESIGN,
  files: [],
  createdBy: { userId: 1, nickname: '管理员' },
  createdAt: '2026-11-21T02:00:00.000Z',
};

const answers: { detail: ProjectDetail; checklist: StageChecklist } = {
  detail: WITH_CHECKLIST,
  checklist: {
    stageId: 40,
    formDesignId: 12,
    name: '水电验收表',
    designVersion: 1,
    design: DESIGN,
    canFill: true,
    filled: [],
  },
};
beforeEach(() => {
  answers.detail = WITH_CHECKLIST;
  answers.checklist = { ...answers.checklist, canFill: true, filled: [] };
});

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(answers.detail),
  'GET /item/visa/page': () => ok(page([visa({})])),
  'GET /item/deduction/list': () => ok([DEDUCTION]),
  'GET /item/quality/summary': () => ok(QUALITY),
  'GET /item/request/list': () => ok([]),
  'GET /item/stage/checklist': () => ok(answers.checklist),
  'POST /item/stage/checklist': () => {
    answers.checklist = { ...answers.checklist, filled: [FILLED] };
    answers.detail = { ...WITH_CHECKLIST, stages: [{ ...WIRING, checklistFilled: 1 }] };
    return ok(FILLED);
  },
});

describe('a stage’s required checklist', { timeout: 60_000 }, () => {
  it('says the checklist is needed, fills it in from the stage, and shows it filled', async () => {
    const { user } = renderPage(<ProjectPage />, {
      permissions: [P.view, P.edit],
      path: '/item/detail?id=3',
    });
    const stages = await screen.findByRole('table', { name: '阶段' });
    expect(within(stages).getByText('检查表未填写，完成前须填写')).toBeInTheDocument();
    await user.click(within(stages).getByRole('button', { name: '阶段检查表：水电' }));

    const drawer = await screen.findByRole('dialog', { name: '阶段检查表：水电' });
    expect(await within(drawer).findByText('水电验收表')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '填写检查表' }));
    // Who signs is required before anything is sent.
    await user.click(await within(drawer).findByRole('button', { name: '签字提交检查表' }));
    expect(await within(drawer).findByText('请填写签字人')).toBeInTheDocument();
    expect(server.find('POST', '/item/stage/checklist')).toHaveLength(0);

    await user.type(within(drawer).getByRole('textbox', { name: '签字人' }), '赵监理');
    await user.click(within(drawer).getByRole('switch', { name: '试压合格' }));
    await user.click(within(drawer).getByRole('button', { name: '签字提交检查表' }));
    await waitFor(() => expect(server.find('POST', '/item/stage/checklist')).toHaveLength(1));
    expect(server.find('POST', '/item/stage/checklist')[0]!.body).toMatchObject({
      stageId: 40,
      signerName: '赵监理',
      acceptedOn: dayjs().format('YYYY-MM-DD'),
      data: { water: true },
    });
    // Shown as filled in: in the drawer, read-only, and on the stage's row.
    expect(
      await within(drawer).findByText('水电验收表 · ' + FILLED.acceptedOn),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('赵监理')).toBeInTheDocument();
    expect(await within(stages).findByText('检查表已填写（1 份）')).toBeInTheDocument();
  });

  it('offers no filling to a viewer, who still reads it', async () => {
    answers.checklist = { ...answers.checklist, canFill: false, filled: [FILLED] };
    const { user } = renderPage(<ProjectPage />, {
      permissions: [P.view],
      path: '/item/detail?id=3',
    });
    const stages = await screen.findByRole('table', { name: '阶段' });
    await user.click(within(stages).getByRole('button', { name: '阶段检查表：水电' }));
    const drawer = await screen.findByRole('dialog', { name: '阶段检查表：水电' });
    expect(await within(drawer).findByText('赵监理')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '填写检查表' })).toBeNull();
  });
});
