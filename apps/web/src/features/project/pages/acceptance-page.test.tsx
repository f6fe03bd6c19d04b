import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { drawSignature } from '../../../test/draw-signature';
import { readSignature } from '../../../test/read-signature';
import { renderPage } from '../../../test/render-page';
import { DETAIL } from '../test/project-fixtures';
import { AcceptancePage } from './acceptance-page';

const SIGNATURE_FILE = '0b5e2c8a-1d7f-4a8e-9c3b-6f2a1e4d5c70';
let signedGate = false;
/** The detail with its gate signed by the administrator, with a drawn signature. */
const signed = () => ({
  ...DETAIL,
  stages: DETAIL.stages.map((s) =>
    s.gate
      ? {
          ...s,
          gateSignedBy: { userId: 1, nickname: '管理员' },
          gateSignedAt: '2026-11-24T02:00:00.000Z',
          gateNote: '已验',
          gateSignatureFileId: SIGNATURE_FILE,
        }
      : s,
  ),
});

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(signedGate ? signed() : DETAIL),
  'POST /item/stage/sign': () => ok(null),
  [`GET /admin/files/${SIGNATURE_FILE}`]: () => ({ status: 200, data: new Blob(['png']) }),
});

describe('hidden-work acceptance page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    signedGate = false;
  });

  it('names the stages waiting for the gate and signs it with a note once confirmed', async () => {
    const { user } = renderPage(<AcceptancePage />, {
      permissions: [PROJECT_PERMISSIONS.view, PROJECT_PERMISSIONS.edit],
      path: '/item/item-hide-acceptance?projectId=3&stageId=32',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '隐蔽验收：水电隐蔽工程' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3. 铺贴')).toBeInTheDocument();

    // The note and the drawn signature are both required: nothing is sent without them.
    await user.click(screen.getByRole('button', { name: /签认通过/ }));
    expect(await screen.findByText('请填写验收意见')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('请签字人在框内签名');
    await user.type(
      screen.getByRole('textbox', { name: '验收意见' }),
      '管线走向与图纸一致，打压合格',
    );
    await user.click(screen.getByRole('button', { name: /签认通过/ }));
    expect(screen.queryByRole('button', { name: /确\s*定|OK/ })).not.toBeInTheDocument();
    // Drawn, then cleared: missing again; drawn again, it may be signed.
    const pad = await drawSignature(user, '手写签名');
    expect(pad.querySelectorAll('path')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(pad.querySelectorAll('path')).toHaveLength(0);
    await drawSignature(user, '手写签名');
    await user.click(screen.getByRole('button', { name: /签认通过/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/item/stage/sign')).toHaveLength(1));
    const body = server.find('POST', '/item/stage/sign')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ stageId: 32, note: '管线走向与图纸一致，打压合格' });
    expect(readSignature(body.signature as string).width).toBeGreaterThan(0);
    expect(await screen.findByText('隐蔽验收已签认')).toBeInTheDocument();
  });

  it('shows a signed gate’s drawn signature, read from the files', async () => {
    signedGate = true;
    renderPage(<AcceptancePage />, {
      permissions: [PROJECT_PERMISSIONS.view],
      path: '/item/item-hide-acceptance?projectId=3&stageId=32',
    });
    expect(await screen.findByRole('img', { name: '管理员 的签名' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:|^data:/),
    );
    expect(server.find('GET', `/admin/files/${SIGNATURE_FILE}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /签认通过/ })).not.toBeInTheDocument();
  });
});
