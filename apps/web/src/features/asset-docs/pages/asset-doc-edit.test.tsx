import { ASSET_DOC_PERMISSIONS, type AssetDocWire } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { assetDoc, page, person, registerAsset } from '../test/doc-fixtures';
import { AssetDocDetailPage } from './asset-doc-detail-page';
import { AssetDocFormPage } from './asset-doc-form-page';

/** The keys of a user who applies for lendings (the signed-in test user is user 1). */
const KEYS = [ASSET_DOC_PERMISSIONS.view, ASSET_DOC_PERMISSIONS.lending];
const due = dayjs().add(9, 'day').format('YYYY-MM-DD');

/** Lending 31, sent back to its applicant (user 1) with two assets. */
let doc: AssetDocWire;
let updateReply: () => FakeReply;

const server = fakeServerForEachTest(() => ({
  'GET /as/doc/31': () => ok(doc),
  'PUT /as/doc/31': () => updateReply(),
  'GET /approval/71': () =>
    ok({
      requestId: 71,
      trail: [
        { trailId: 1, action: 'submit', actor: person(1, '管理员'), comment: null },
        {
          trailId: 2,
          action: 'sendBack',
          actor: { ...person(5, '李店长'), username: 'li' },
          comment: '请写明去哪家门店',
        },
      ],
    }),
  'GET /as/doc/candidates': () =>
    ok(
      page(
        [3].map((id) => ({
          ...registerAsset({ assetId: id }),
          custodian: null,
        })),
      ),
    ),
  'GET /admin/user/list': () =>
    ok([
      { userId: 9, username: 'zhang', nickname: '张小明', deptId: 3 },
      { userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 },
    ]),
}));

const put = () => server.find('PUT', '/as/doc/31').at(-1)?.body;

function sentBackLending(o: Partial<AssetDocWire> = {}): AssetDocWire {
  return assetDoc({
    docId: 31,
    code: 'JY20260301000031',
    status: 'sentBack',
    applicant: person(1, '管理员'),
    borrower: person(9, '张小明'),
    dueDate: due,
    reason: '外出巡店',
    requestId: 71,
    version: 4,
    items: [1, 2].map((id) => ({
      assetId: id,
      code: `NB-00000${id}`,
      name: '联想 ThinkPad',
      statusBefore: null,
      statusAfter: null,
      status: 'idle' as const,
    })),
    ...o,
  });
}

describe('changing a document sent back', { timeout: 60_000 }, () => {
  beforeEach(() => {
    doc = sentBackLending();
    updateReply = () => ok({ ...doc, status: 'pending', version: 6 });
  });

  it('opens the form filled with the document and resubmits it changed, on its version', async () => {
    const { user, router } = renderPage(<AssetDocFormPage />, {
      permissions: KEYS,
      path: '/as/doc-form?edit=31',
    });
    expect(await screen.findByText('修改 JY20260301000031 并重新提交')).toBeInTheDocument();
    // Why it came back, from its approval's trail.
    expect(await screen.findByText('李店长 退回：请写明去哪家门店')).toBeInTheDocument();
    // Its type is kept; its assets, borrower, due date and reason are there.
    expect(screen.getByRole('radio', { name: '借用单' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '借用单' })).toBeDisabled();
    expect(screen.getByText('NB-000001')).toBeInTheDocument();
    expect(screen.getByText('NB-000002')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: '借用人' }).closest('.ant-select'),
      ).toHaveTextContent('张小明 (zhang)'),
    );
    expect(screen.getByRole('textbox', { name: '应还日期' })).toHaveValue(due);
    const reason = screen.getByRole('textbox', { name: '事由' });
    expect(reason).toHaveValue('外出巡店');

    // Changed: one asset off, another borrower, the reason, a note for the approvers.
    const first = screen.getByText('NB-000001').closest('tr')!;
    await user.click(within(first).getByRole('button', { name: '移除 NB-000001' }));
    await user.click(screen.getByRole('combobox', { name: '借用人' }));
    await user.click(await screen.findByTitle('王师傅 (wang)'));
    await user.clear(reason);
    await user.type(reason, '浦东店巡店');
    await user.type(screen.getByRole('textbox', { name: '给审批人的说明' }), '已写明门店');
    await user.click(screen.getByRole('button', { name: '重新提交' }));

    await waitFor(() =>
      expect(put()).toEqual({
        version: 4,
        comment: '已写明门店',
        docType: 'lending',
        assetIds: [2],
        reason: '浦东店巡店',
        borrowerId: 7,
        dueDate: due,
      }),
    );
    expect(server.find('POST', '/as/doc')).toHaveLength(0);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/as/doc-detail?id=31',
      ),
    );
  });

  it('keeps what was entered and says why when the server refuses (changed meanwhile)', async () => {
    updateReply = () =>
      fail(409, '单据 JY20260301000031 在您打开后已被更改（版本 5），请刷新后重试');
    const { user, router } = renderPage(<AssetDocFormPage />, {
      permissions: KEYS,
      path: '/as/doc-form?edit=31',
    });
    const reason = await screen.findByRole('textbox', { name: '事由' });
    await user.type(reason, '，补充说明');
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    expect(
      await screen.findByText('单据 JY20260301000031 在您打开后已被更改（版本 5），请刷新后重试', {
        selector: '.ant-alert-description',
      }),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('外出巡店，补充说明');
    expect(router.state.location.search).toBe('?edit=31');
  });

  it('offers no form for a document not sent back, or someone else’s', async () => {
    for (const o of [{ status: 'pending' as const }, { applicant: person(9, '张小明') }]) {
      doc = sentBackLending(o);
      const { unmount } = renderPage(<AssetDocFormPage />, {
        permissions: KEYS,
        path: '/as/doc-form?edit=31',
      });
      expect(
        await screen.findByText(/只有申请人可以在单据被退回时修改 JY20260301000031/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回单据' })).toHaveAttribute(
        'href',
        '/as/doc-detail?id=31',
      );
      expect(screen.queryByRole('button', { name: '重新提交' })).toBeNull();
      unmount();
    }
    expect(server.find('PUT', '/as/doc/31')).toHaveLength(0);
  });

  it('offers its applicant 修改并重新提交 on the document’s page while it is sent back', async () => {
    const { user, router, unmount } = renderPage(<AssetDocDetailPage />, {
      permissions: KEYS,
      path: '/as/doc-detail?id=31',
    });
    await user.click(await screen.findByRole('button', { name: '修改并重新提交' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/as/doc-form?edit=31',
      ),
    );
    unmount();
    // Not to someone else, nor once it is in approval again.
    for (const o of [{ applicant: person(9, '张小明') }, { status: 'pending' as const }]) {
      doc = sentBackLending(o);
      const view = renderPage(<AssetDocDetailPage />, {
        permissions: KEYS,
        path: '/as/doc-detail?id=31',
      });
      expect(await screen.findByText('JY20260301000031')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '修改并重新提交' })).toBeNull();
      view.unmount();
    }
  });
});
