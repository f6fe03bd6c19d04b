import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL } from '../test/project-fixtures';
import { AcceptancePage } from './acceptance-page';

const server = fakeServerForEachTest({
  'GET /item/detail': () => ok(DETAIL),
  'POST /item/stage/sign': () => ok(null),
});

describe('hidden-work acceptance page', { timeout: 30_000 }, () => {
  it('names the stages waiting for the gate and signs it with a note once confirmed', async () => {
    const { user } = renderPage(<AcceptancePage />, {
      permissions: [PROJECT_PERMISSIONS.view, PROJECT_PERMISSIONS.edit],
      path: '/item/item-hide-acceptance?projectId=3&stageId=32',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '隐蔽验收：水电隐蔽工程' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3. 铺贴')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /签认通过/ }));
    expect(await screen.findByText('请填写验收意见')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: '验收意见' }),
      '管线走向与图纸一致，打压合格',
    );
    await user.click(screen.getByRole('button', { name: /签认通过/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/item/stage/sign')).toHaveLength(1));
    expect(server.find('POST', '/item/stage/sign')[0]!.body).toEqual({
      stageId: 32,
      note: '管线走向与图纸一致，打压合格',
    });
    expect(await screen.findByText('隐蔽验收已签认')).toBeInTheDocument();
  });
});
