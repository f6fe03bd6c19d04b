import {
  PROJECT_PERMISSIONS,
  type DesignChangeDetail,
  type DesignChangeList,
  type Drawing,
  type DrawingList,
  type DrawingVersion,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, PROJECT, QUALITY, page } from '../test/project-fixtures';
import { AsBuiltDrawingPage } from './as-built-drawing-page';
import { DesignChangePage } from './design-change-page';
import { DesignDrawingPage } from './design-drawing-page';
import { DrawingPage } from './drawing-page';
import { ProjectPage } from './project-page';

const P = PROJECT_PERMISSIONS;
const SOMEONE = { userId: 7, nickname: '设计师小林' };

const version = (id: number, n: number, over: Partial<DrawingVersion> = {}): DrawingVersion => ({
  id,
  version: n,
  fileId: `f-${id}`,
  fileName: `A-01 第${n}版.pdf`,
  fileType: 'application/pdf',
  fileSize: 2048,
  previewUrl: `/item/drawing/preview?versionId=${id}`,
  note: null,
  uploadedBy: SOMEONE,
  createdAt: `2026-11-2${n}T02:00:00.000Z`,
  ...over,
});

const PLAN: Drawing = {
  id: 1,
  projectId: 3,
  stageId: 31,
  stageName: '拆除',
  kind: 'construction',
  title: '平面布置图',
  sheetNo: 'A-01',
  approvedVersionId: null,
  approvedBy: null,
  approvedAt: null,
  createdBy: SOMEONE,
  createdAt: '2026-11-21T02:00:00.000Z',
  versions: [version(12, 2, { note: '增加货架' }), version(11, 1)],
};

const RENDERING: Drawing = {
  ...PLAN,
  id: 2,
  stageId: null,
  stageName: null,
  kind: 'design',
  title: '门头效果图',
  sheetNo: 'D-01',
  versions: [
    version(22, 2, { fileName: 'D-01 第2版.png', fileType: 'image/png' }),
    version(21, 1, { fileName: 'D-01.png', fileType: 'image/png' }),
  ],
};

const listOf = (drawings: Drawing[], over: Partial<DrawingList> = {}): DrawingList => ({
  projectStatus: 'active',
  drawings,
  canUpload: true,
  canApproveDesign: true,
  ...over,
});

const CHANGE: DesignChangeDetail = {
  id: 8,
  code: 'BG20261129000001',
  projectId: 3,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  projectStatus: 'active',
  stageId: null,
  stageName: null,
  title: '增加一排货架',
  reason: '复测后进深多 1.2 米',
  costImpact: '2350.00',
  status: 'approved',
  applicant: SOMEONE,
  requestId: 41,
  counted: true,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T03:00:00.000Z',
  drawings: [{ id: 1, title: '平面布置图', kind: 'construction' }],
  files: [],
};

const CHANGES: DesignChangeList = {
  projectStatus: 'active',
  changes: [
    {
      ...CHANGE,
      id: 9,
      code: 'BG20261129000002',
      title: '收银台后移',
      costImpact: '1800.00',
      status: 'pending',
      counted: false,
      requestId: 42,
    },
    CHANGE,
  ],
  approvedTotal: '2350.00',
  canAdd: true,
};

let drawings: DrawingList = listOf([PLAN, RENDERING]);

const server = fakeServerForEachTest(() => {
  drawings = listOf([PLAN, RENDERING]);
  return {
    'GET /item/detail': () => ok(DETAIL),
    'GET /item/drawing/list': (r) =>
      ok({
        ...drawings,
        drawings: drawings.drawings.filter((d) => !r.params.kind || d.kind === r.params.kind),
      }),
    'GET /item/drawing/preview': (r) => ({
      status: 200,
      data: new Blob([r.params.versionId === 22 ? 'png' : '%PDF-1.4'], {
        type: r.params.versionId === 22 ? 'image/png' : 'application/pdf',
      }),
    }),
    'POST /item/drawing/add': () => ok(drawings),
    'POST /item/drawing/version': () => ok(drawings),
    'POST /item/drawing/approve': () => ok(drawings),
    'POST /admin/files': () =>
      ok({
        id: 'up-1',
        name: 'A-01 第3版.pdf',
        size: 10,
        type: 'application/pdf',
        url: '/admin/files/up-1',
      }),
    'GET /item/design-change/list': () => ok(CHANGES),
    'GET /item/design-change/detail': () => ok(CHANGE),
    'POST /item/design-change/add': () => ok(CHANGE),
    'GET /item/quality/summary': () => ok(QUALITY),
    'GET /item/visa/page': () => ok(page([])),
    'GET /item/deduction/list': () => ok([]),
  };
});

beforeEach(() => {
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:drawing-${++n}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => vi.restoreAllMocks());

/** The open dialog titled `title` (antd's title id is not unique under test, so by its text). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText(title).length).toBeGreaterThan(0);
  return dialog;
}

describe('drawing pages', { timeout: 30_000 }, () => {
  it('lists a project’s drawings with their versions and previews a PDF in the browser’s own viewer', async () => {
    const { user } = renderPage(<DrawingPage />, {
      permissions: [P.view, P.drawing],
      path: '/item/item-drawing?projectId=3',
    });
    const row = (await screen.findByText('平面布置图')).closest('tr')!;
    expect(within(row).getByText('第 2 版 · A-01 第2版.pdf')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^预览/ }));
    const dialog = await dialogTitled('平面布置图 第 2 版');
    const frame = await within(dialog).findByTitle('平面布置图 第 2 版');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:drawing-1');
    expect(server.find('GET', '/item/drawing/preview')[0]!.params).toEqual({ versionId: 12 });
  });

  it('opens the earlier versions, each still previewable, and previews a picture as an image', async () => {
    drawings = listOf([PLAN, RENDERING], { canUpload: false, canApproveDesign: false });
    const { user } = renderPage(<DrawingPage />, {
      permissions: [P.view],
      path: '/item/item-drawing?projectId=3',
    });
    const row = (await screen.findByText('门头效果图')).closest('tr')!;
    // Without the key (the server says so) nothing is uploaded from here.
    expect(screen.queryByRole('button', { name: '上传新图纸' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /展开|Expand/ }));
    const versions = await screen.findByText('门头效果图 的各版本');
    const table = versions.closest('.ant-table')!.parentElement!;
    await user.click(
      within(table as HTMLElement).getByRole('button', { name: '预览 门头效果图 第 2 版' }),
    );
    const image = await screen.findByRole('img', { name: '门头效果图 第 2 版' });
    expect(image).toHaveAttribute('src', 'blob:drawing-1');
  });

  it('uploads the next version of a drawing, the file chosen first', async () => {
    const { user } = renderPage(<DrawingPage />, {
      permissions: [P.view, P.drawing],
      path: '/item/item-drawing?projectId=3',
    });
    const row = (await screen.findByText('平面布置图')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '上传新版本' }));
    const dialog = await dialogTitled('上传 平面布置图 的新版本');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(dialog).findByText('请选择一个 PDF 或图片文件')).toBeInTheDocument();
    expect(server.find('POST', '/item/drawing/version')).toHaveLength(0);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'A-01 第3版.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('A-01 第3版.pdf')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '收银台后移');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/drawing/version')).toHaveLength(1));
    expect(server.find('POST', '/item/drawing/version')[0]!.body).toEqual({
      drawingId: 1,
      fileId: 'up-1',
      note: '收银台后移',
    });
  });

  it('shows the design drawings only, and lets an approver mark a version as the approved design', async () => {
    const { user } = renderPage(<DesignDrawingPage />, {
      permissions: [P.view, P.designApprove],
      path: '/item/item-drawing-design?projectId=3',
    });
    const row = (await screen.findByText('门头效果图')).closest('tr')!;
    expect(screen.queryByText('平面布置图')).not.toBeInTheDocument();
    expect(within(row).getByText('尚未审定')).toBeInTheDocument();
    expect(server.find('GET', '/item/drawing/list')[0]!.params).toMatchObject({ kind: 'design' });
    await user.click(within(row).getByRole('button', { name: /展开|Expand/ }));
    await screen.findByText('门头效果图 的各版本');
    await user.click(screen.getAllByRole('button', { name: '设为审定版本' })[0]!);
    await user.click(await screen.findByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/drawing/approve')).toHaveLength(1));
    expect(server.find('POST', '/item/drawing/approve')[0]!.body).toEqual({
      drawingId: 2,
      versionId: 22,
    });
  });

  it('shows the as-built drawings and uploads a new one of that kind', async () => {
    drawings = listOf([{ ...PLAN, id: 5, kind: 'asBuilt', title: '竣工平面图' }]);
    const { user } = renderPage(<AsBuiltDrawingPage />, {
      permissions: [P.view, P.drawing],
      path: '/item/item-drawing-completion?projectId=3',
    });
    expect(await screen.findByText('竣工平面图')).toBeInTheDocument();
    expect(server.find('GET', '/item/drawing/list')[0]!.params).toMatchObject({ kind: 'asBuilt' });
    await user.click(screen.getByRole('button', { name: '上传竣工图' }));
    const dialog = await dialogTitled('上传竣工图');
    expect(within(dialog).queryByRole('combobox', { name: '图纸类别' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '图纸名称' }), '竣工水电图');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'E-01.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('A-01 第3版.pdf');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/drawing/add')).toHaveLength(1));
    expect(server.find('POST', '/item/drawing/add')[0]!.body).toEqual({
      projectId: 3,
      kind: 'asBuilt',
      title: '竣工水电图',
      sheetNo: null,
      stageId: null,
      fileId: 'up-1',
      note: null,
    });
  });

  it('says a closed project takes no more drawings', async () => {
    drawings = listOf([PLAN], {
      projectStatus: 'completed',
      canUpload: false,
      canApproveDesign: false,
    });
    renderPage(<DrawingPage />, {
      permissions: [P.view, P.drawing],
      path: '/item/item-drawing?projectId=3',
    });
    expect(await screen.findByText('项目已竣工或已作废，图纸不能再上传')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传新版本' })).not.toBeInTheDocument();
  });
});

describe('design change page', { timeout: 30_000 }, () => {
  it('lists a project’s design changes with what the statement counts', async () => {
    renderPage(<DesignChangePage />, {
      permissions: [P.view, P.designChange],
      path: '/item/item-drawing-design-change?projectId=3',
    });
    expect(await screen.findByText('已通过的成本影响合计：+¥2,350.00')).toBeInTheDocument();
    const pending = screen.getByRole('link', { name: 'BG20261129000002' }).closest('tr')!;
    expect(within(pending).getByText('不计入')).toBeInTheDocument();
    const approved = screen.getByRole('link', { name: 'BG20261129000001' }).closest('tr')!;
    expect(within(approved).getAllByText('计入结算').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '新建设计变更' })).toBeInTheDocument();
  });

  it('submits a new design change with its signed cost impact and the drawings it changes, then opens it', async () => {
    const { user, router } = renderPage(<DesignChangePage />, {
      permissions: [P.view, P.designChange],
      path: '/item/item-drawing-design-change?projectId=3&add=1',
    });
    await user.click(await screen.findByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('请填写变更标题')).toBeInTheDocument();
    expect(server.find('POST', '/item/design-change/add')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '变更标题' }), '取消吊顶造型');
    await user.type(screen.getByRole('textbox', { name: '变更原因' }), '业主确认取消');
    await user.type(screen.getByRole('spinbutton', { name: '成本影响' }), '-1200');
    await user.click(screen.getByRole('combobox', { name: '涉及图纸' }));
    await user.click(await screen.findByTitle('平面布置图（施工图）'));
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/item/design-change/add')).toHaveLength(1));
    expect(server.find('POST', '/item/design-change/add')[0]!.body).toEqual({
      projectId: 3,
      stageId: null,
      title: '取消吊顶造型',
      reason: '业主确认取消',
      costImpact: '-1200.00',
      drawingIds: [1],
      fileIds: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=8'));
  });

  it('shows one design change: its cost impact counted, its drawings and its approval request', async () => {
    renderPage(<DesignChangePage />, {
      permissions: [P.view],
      path: '/item/item-drawing-design-change?id=8',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '设计变更 BG20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('+¥2,350.00')).toBeInTheDocument();
    expect(screen.getByText('计入结算')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '平面布置图（施工图）' })).toHaveAttribute(
      'href',
      '/item/item-drawing?projectId=3',
    );
    expect(screen.getByRole('link', { name: '查看审批单' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=41',
    );
  });
});

describe('the project page’s drawings card', { timeout: 30_000 }, () => {
  it('counts the drawings by kind and links the four drawing pages', async () => {
    renderPage(<ProjectPage />, { permissions: [P.view], path: '/item/detail?id=3' });
    const card = (await screen.findByText('图纸与设计变更')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByRole('link', { name: '全部图纸（2）' })).toHaveAttribute(
      'href',
      '/item/item-drawing?projectId=3',
    );
    expect(within(card).getByRole('link', { name: '设计图纸' })).toHaveAttribute(
      'href',
      '/item/item-drawing-design?projectId=3',
    );
    expect(within(card).getByRole('link', { name: '设计变更（2）' })).toHaveAttribute(
      'href',
      '/item/item-drawing-design-change?projectId=3',
    );
    expect(within(card).getByRole('link', { name: '竣工图' })).toHaveAttribute(
      'href',
      '/item/item-drawing-completion?projectId=3',
    );
    expect(within(card).getByText('+¥2,350.00')).toBeInTheDocument();
  });
});
