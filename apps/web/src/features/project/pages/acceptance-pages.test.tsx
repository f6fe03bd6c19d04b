import {
  PROJECT_PERMISSIONS,
  type Acceptance,
  type AcceptanceTemplate,
  type AcceptanceTemplateDetail,
  type ProjectDetail,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { drawSignature } from '../../../test/draw-signature';
import { readSignature } from '../../../test/read-signature';
import { renderPage } from '../../../test/render-page';
import { DETAIL, page, stage } from '../test/project-fixtures';
import { AcceptanceTemplatePage } from './acceptance-template-page';
import { CompletionPage } from './completion-page';
import { HandoverPage } from './handover-page';
import { TemplateListPage } from './template-list-page';

const P = PROJECT_PERMISSIONS;
const TODAY = dayjs().format('YYYY-MM-DD');

const DESIGN = {
  fields: [
    { kind: 'switch', vModel: 'power', label: '通电正常', required: true, regList: [] },
    { kind: 'switch', vModel: 'fire', label: '消防合格', required: true, regList: [] },
    { kind: 'input', vModel: 'remark', label: '意见', required: false, regList: [] },
  ],
};

const TEMPLATE: AcceptanceTemplate = {
  id: 5,
  name: '竣工验收检查表',
  kind: 'completion',
  note: '通用',
  enabled: true,
  formDesignId: 40,
  designVersion: 2,
  useCount: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
};
const TEMPLATE_DETAIL: AcceptanceTemplateDetail = { ...TEMPLATE, design: DESIGN };
const HANDOVER_TEMPLATE: AcceptanceTemplateDetail = {
  ...TEMPLATE_DETAIL,
  id: 6,
  name: '门店交接检查表',
  kind: 'handover',
};

/** Every stage done: the project may be completed. */
const DONE: ProjectDetail = {
  ...DETAIL,
  stages: DETAIL.stages.map((s) => stage({ ...s, status: 'done', blockers: [] })),
};

const RECORD: Acceptance = {
  id: 70,
  projectId: DETAIL.id,
  kind: 'handover',
  templateId: 6,
  templateName: '门店交接检查表',
  stageId: null,
  stageName: null,
  formDesignId: 40,
  designVersion: 2,
  acceptedOn: '2026-11-20',
  signerName: '李店长',
  signatureFileId: null,
  note: '施工前交接',
  itemCount: 2,
  passedCount: 1,
  data: { power: true, fire: false, remark: '后门需维修' },
  design: DESIGN,
  files: [],
  createdBy: { userId: 1, nickname: '管理员' },
  createdAt: '2026-11-20T02:00:00.000Z',
};

/** What a test changes of the server's answers (reset before each test). */
const answers: {
  detail: () => FakeReply;
  complete: () => FakeReply;
  list: (kind: unknown) => FakeReply;
} = { detail: () => ok(DONE), complete: () => ok(null), list: () => ok([]) };
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  answers.detail = () => ok(DONE);
  answers.complete = () => ok({ ...RECORD, id: 71, kind: 'completion' });
  answers.list = (kind) => ok(kind === 'handover' ? [RECORD] : []);
});

const SIGNATURE_FILE = '0b5e2c8a-1d7f-4a8e-9c3b-6f2a1e4d5c71';

const server = fakeServerForEachTest({
  [`GET /admin/files/${SIGNATURE_FILE}`]: () => ({ status: 200, data: new Blob(['png']) }),
  'GET /item/detail': () => answers.detail(),
  'GET /item/acceptance-template/page': (req) =>
    ok(page(req.params.kind === 'handover' ? [HANDOVER_TEMPLATE] : [TEMPLATE])),
  'GET /item/acceptance-template/detail': (req) =>
    ok(Number(req.params.id) === 6 ? HANDOVER_TEMPLATE : TEMPLATE_DETAIL),
  'POST /item/acceptance-template/add': () => ok({ ...TEMPLATE_DETAIL, id: 9 }),
  'PUT /item/acceptance-template/edit': () => ok({ ...TEMPLATE_DETAIL, designVersion: 3 }),
  'GET /item/acceptance/list': (req) => answers.list(req.params.kind),
  'POST /item/complete': () => answers.complete(),
  'POST /item/handover/add': () => ok({ ...RECORD, id: 72 }),
  'GET /item/template/page': () => ok(page([])),
  'GET /admin/form-design/page': () => ok(page([])),
});

describe('acceptance templates', { timeout: 60_000 }, () => {
  it('lists the acceptance templates in their tab of the templates page', async () => {
    renderPage(<TemplateListPage />, {
      permissions: [P.view, P.template],
      path: '/item/template/index?tab=acceptance',
    });
    const table = await screen.findByRole('table', { name: '验收模板列表' });
    expect(await within(table).findByRole('link', { name: '竣工验收检查表' })).toHaveAttribute(
      'href',
      '/item/add-template?id=5',
    );
    expect(within(table).getByText(/^竣工验收( ·|$)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增验收模板' })).toBeInTheDocument();
  });

  it('saves a new template with its designed checklist, then opens it', async () => {
    const { user, router } = renderPage(<AcceptanceTemplatePage />, {
      permissions: [P.view, P.template],
      path: '/item/add-template',
    });
    await user.click(await screen.findByRole('button', { name: '保存模板' }));
    expect(await screen.findByText('请填写模板名称')).toBeInTheDocument();
    expect(server.find('POST', '/item/acceptance-template/add')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '模板名称' }), '交付验收');
    await user.type(screen.getByRole('textbox', { name: '说明' }), '新店');
    await user.click(screen.getByRole('button', { name: '保存模板' }));
    await waitFor(() =>
      expect(server.find('POST', '/item/acceptance-template/add')).toHaveLength(1),
    );
    expect(server.find('POST', '/item/acceptance-template/add')[0]!.body).toMatchObject({
      name: '交付验收',
      kind: 'completion',
      note: '新店',
      design: { fields: [] },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
  });

  it('opens a saved template and saves it again from its version', async () => {
    const { user } = renderPage(<AcceptanceTemplatePage />, {
      permissions: [P.view, P.template],
      path: '/item/add-template?id=5',
    });
    expect(await screen.findByText('验收模板：竣工验收检查表')).toBeInTheDocument();
    expect(screen.getByText('检查表第 2 版')).toBeInTheDocument();
    // Filled in once: its use is kept (the server refuses to change it).
    expect(screen.getByRole('combobox', { name: '用途' })).toBeDisabled();
    expect(screen.getByText('已填写 1 次，用途不能更改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存模板' }));
    await waitFor(() =>
      expect(server.find('PUT', '/item/acceptance-template/edit')).toHaveLength(1),
    );
    const body = server.find('PUT', '/item/acceptance-template/edit')[0]!.body as {
      design: { fields: Array<{ vModel: string }> };
    };
    expect(body).toMatchObject({
      id: 5,
      name: '竣工验收检查表',
      kind: 'completion',
      baseVersion: 2,
    });
    expect(body.design.fields.map((f) => f.vModel)).toEqual(['power', 'fire', 'remark']);
  });

  it('shows no save button without the template key', async () => {
    renderPage(<AcceptanceTemplatePage />, {
      permissions: [P.view],
      path: '/item/add-template?id=5',
    });
    expect(await screen.findByText('验收模板：竣工验收检查表')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存模板' })).toBeNull();
  });
});

describe('completion with the acceptance checklist', { timeout: 60_000 }, () => {
  it('names the failed required items, shows the server’s refusal, and completes once they pass', async () => {
    answers.complete = () =>
      fail(409, '项目 XM20261101000001 不能竣工：以下验收项未通过：消防合格');
    const { user, router } = renderPage(<CompletionPage />, {
      permissions: [P.view, P.complete],
      path: '/item/item-completion?projectId=3',
    });
    expect(await screen.findByText(/竣工验收：/)).toBeInTheDocument();
    // The only enabled template is chosen at once; its checklist is shown.
    const power = await screen.findByRole('switch', { name: '通电正常' });
    await user.type(screen.getByRole('textbox', { name: '签字人' }), '王店长');
    await user.click(power);
    expect(await screen.findByText('验收项：1 / 2 通过')).toBeInTheDocument();
    expect(screen.getByText('未通过的必填项：消防合格，不能竣工')).toBeInTheDocument();
    // Nothing is sent until the signer has drawn their signature.
    await user.click(screen.getByRole('button', { name: '签字并竣工' }));
    expect(await screen.findByText('请签字人在框内签名')).toBeInTheDocument();
    expect(server.find('POST', '/item/complete')).toHaveLength(0);
    await drawSignature(user, '手写签名');
    expect(screen.queryByText('请签字人在框内签名')).toBeNull();
    await user.click(screen.getByRole('button', { name: '签字并竣工' }));
    expect(
      await screen.findByText('项目 XM20261101000001 不能竣工：以下验收项未通过：消防合格'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/item/item-completion');

    answers.complete = () => ok({ ...RECORD, id: 71, kind: 'completion' });
    await user.click(screen.getByRole('switch', { name: '消防合格' }));
    expect(await screen.findByText('验收项：2 / 2 通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '签字并竣工' }));
    await waitFor(() => expect(server.find('POST', '/item/complete')).toHaveLength(2));
    expect(server.find('POST', '/item/complete')[1]!.body).toMatchObject({
      projectId: 3,
      templateId: 5,
      acceptedOn: TODAY,
      signerName: '王店长',
      note: null,
      fileIds: [],
      data: { power: true, fire: true },
    });
    const body = server.find('POST', '/item/complete')[1]!.body as { signature: string };
    expect(readSignature(body.signature).width).toBeGreaterThan(0);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/item/item-completion-statement'),
    );
  });

  it('says a material discard in approval holds the completion back, and shows the server’s refusal', async () => {
    const refusal = '项目 XM20261101000001 还有物料报废 BF20261130000004 在审批中，须先审批完';
    answers.detail = () =>
      ok({ ...DONE, pendingMaterialDiscards: [{ id: 4, code: 'BF20261130000004' }] });
    answers.complete = () => fail(409, refusal);
    const { user, router } = renderPage(<CompletionPage />, {
      permissions: [P.view, P.complete],
      path: '/item/item-completion?projectId=3',
    });
    expect(await screen.findByText('有 1 份物料报废在审批中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看物料报废 BF20261130000004' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=4',
    );
    await user.type(await screen.findByRole('textbox', { name: '签字人' }), '王店长');
    await user.click(screen.getByRole('switch', { name: '通电正常' }));
    await user.click(screen.getByRole('switch', { name: '消防合格' }));
    await drawSignature(user, '手写签名');
    await user.click(screen.getByRole('button', { name: '签字并竣工' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(server.find('POST', '/item/complete')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/item/item-completion');
  });

  it('names the stages not done, and offers nothing to fill without the completion key', async () => {
    answers.detail = () => ok(DETAIL);
    renderPage(<CompletionPage />, {
      permissions: [P.view, P.complete],
      path: '/item/item-completion?projectId=3',
    });
    expect(await screen.findByText(/还有阶段未完成：水电隐蔽工程/)).toBeInTheDocument();
  });

  it('shows the completed project’s checklist as filled in', async () => {
    answers.detail = () => ok({ ...DONE, status: 'completed' });
    answers.list = () =>
      ok([
        {
          ...RECORD,
          kind: 'completion',
          templateName: '竣工验收检查表',
          passedCount: 2,
          signatureFileId: SIGNATURE_FILE,
        },
      ]);
    renderPage(<CompletionPage />, {
      permissions: [P.view, P.complete],
      path: '/item/item-completion?projectId=3',
    });
    expect(await screen.findByText('竣工验收检查表 · 2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('2 / 2 项通过')).toBeInTheDocument();
    expect(screen.getByText('李店长')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '李店长 的签名' })).toBeInTheDocument();
    expect(server.find('GET', `/admin/files/${SIGNATURE_FILE}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: '查看竣工结算单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签字并竣工' })).toBeNull();
  });
});

describe('shop handover checklist', { timeout: 60_000 }, () => {
  it('lists the handover checklists and fills in another one', async () => {
    const { user } = renderPage(<HandoverPage />, {
      permissions: [P.view, P.handover],
      path: '/item/item-inspection?projectId=3',
    });
    expect(await screen.findByText('门店交接检查表 · 2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('1 / 2 项通过')).toBeInTheDocument();
    expect(screen.getByText('施工前交接')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '填写交接检查' }));
    await user.type(await screen.findByRole('textbox', { name: '签字人' }), '李店长');
    // The form being filled sits above the checklists already filled in (shown read-only).
    const [power] = await screen.findAllByRole('switch', { name: '通电正常' });
    await user.click(power!);
    expect(await screen.findByText('验收项：1 / 2 通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '签字提交' }));
    await waitFor(() => expect(server.find('POST', '/item/handover/add')).toHaveLength(1));
    expect(server.find('POST', '/item/handover/add')[0]!.body).toMatchObject({
      projectId: 3,
      templateId: 6,
      stageId: null,
      signerName: '李店长',
      acceptedOn: TODAY,
      data: { power: true, fire: false },
    });
    expect(await screen.findByText('交接检查已保存')).toBeInTheDocument();
  });

  it('offers no new checklist without the handover key', async () => {
    renderPage(<HandoverPage />, {
      permissions: [P.view],
      path: '/item/item-inspection?projectId=3',
    });
    expect(await screen.findByText('门店交接检查表 · 2026-11-20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '填写交接检查' })).toBeNull();
  });
});
