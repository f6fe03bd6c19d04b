import { PROJECT_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { page, TEMPLATE } from '../test/project-fixtures';
import { TemplateListPage } from './template-list-page';

const server = fakeServerForEachTest({
  'GET /item/template/page': () => ok(page([TEMPLATE])),
  'PUT /item/template/enable': () => ok(null),
});

describe('template list', { timeout: 30_000 }, () => {
  it('opens a template’s editor and disables it once confirmed', async () => {
    const { user } = renderPage(<TemplateListPage />, {
      permissions: [PROJECT_PERMISSIONS.view, PROJECT_PERMISSIONS.template],
      path: '/item/template',
    });
    const link = await screen.findByRole('link', { name: '门店翻新标准流程' });
    expect(link).toHaveAttribute('href', '/item/add-template-design?id=1');
    expect(screen.getByText('翻新 · 3 · 25 天')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^停\s*用$/ }));
    expect(
      await screen.findByText('停用模板“门店翻新标准流程”？停用后新建项目时不能再选它。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('PUT', '/item/template/enable')).toHaveLength(1));
    expect(server.find('PUT', '/item/template/enable')[0]!.body).toEqual({ id: 1, enabled: false });
    expect(await screen.findByText('模板已停用')).toBeInTheDocument();
  });

  it('offers no changes without the template key', async () => {
    renderPage(<TemplateListPage />, {
      permissions: [PROJECT_PERMISSIONS.view],
      path: '/item/template',
    });
    await screen.findByRole('link', { name: '门店翻新标准流程' });
    expect(screen.queryByRole('button', { name: /^停\s*用$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增模板' })).toBeNull();
  });
});
