import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { category } from '../test/asset-fixtures';
import { CategoriesPage } from './categories-page';

const ALL = Object.values(ASSET_PERMISSIONS.category);
const server = fakeServerForEachTest({
  'GET /as/category/list': () =>
    ok([
      category({ categoryId: 1, name: 'IT 设备', codePrefix: 'IT', assetCount: 0 }),
      category({
        categoryId: 2,
        parentId: 1,
        name: '笔记本电脑',
        codePrefix: 'NB',
        unit: '台',
        usefulLifeMonths: 36,
        expiryLeadDays: 30,
        formDesignId: 5,
        formDesignName: '笔记本电脑字段',
        assetCount: 12,
      }),
      category({
        categoryId: 3,
        parentId: 1,
        name: '网线',
        codePrefix: 'CAB',
        unit: '米',
        tracking: 'count',
      }),
    ]),
  'POST /as/category': ({ body }) => ok(category({ categoryId: 9, ...(body as object) })),
  'PUT /as/category': ({ body }) => ok(category({ categoryId: 2, ...(body as object) })),
  'DELETE /as/category/3': () => ok(true),
});

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'td, td *' })).closest<HTMLElement>('tr')!;

describe('asset categories', { timeout: 60_000 }, () => {
  afterEach(() => void i18n.changeLanguage('zh-CN'));

  it('shows the tree with each category’s rules, design and asset count', async () => {
    renderPage(<CategoriesPage />, { permissions: ALL });
    const laptop = await rowOf('笔记本电脑');
    for (const text of ['NB', '台', '逐件登记（带二维码）', '36', '30', '12']) {
      expect(within(laptop).getByText(text)).toBeInTheDocument();
    }
    // Its designed fields' form, by name.
    expect(within(laptop).getByText('笔记本电脑字段')).toBeInTheDocument();
    expect(within(laptop).getByRole('link', { name: '设计字段' })).toHaveAttribute(
      'href',
      '/as/assetstype/design?categoryId=2',
    );
    const cable = await rowOf('网线');
    expect(within(cable).getByText('按数量入库')).toBeInTheDocument();
    expect(within(cable).getByText('无')).toBeInTheDocument();
  });

  it('adds a subcategory, refusing what the server would refuse, in the user’s words', async () => {
    const { user } = renderPage(<CategoriesPage />, { permissions: ALL });
    await user.click(within(await rowOf('IT 设备')).getByRole('button', { name: '新增子分类' }));
    const dialog = await findDialog('新增分类');
    await user.type(within(dialog).getByLabelText('编码前缀'), 'nb1');
    await user.type(within(dialog).getByLabelText('使用年限（月）'), '0');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入分类名称')).toBeInTheDocument();
    // Each field's check ends on its own: wait for every message, not only the first.
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('以大写字母开头，后跟至多 7 个大写字母或数字'),
      ).toHaveLength(2),
    );
    expect(await within(dialog).findByText('请输入计量单位')).toBeInTheDocument();
    expect(server.find('POST', '/as/category')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('分类名称'), ' 显示器 ');
    await user.clear(within(dialog).getByLabelText('编码前缀'));
    await user.type(within(dialog).getByLabelText('编码前缀'), 'MON');
    await user.type(within(dialog).getByLabelText('计量单位'), '台');
    await user.clear(within(dialog).getByLabelText('使用年限（月）'));
    await user.type(within(dialog).getByLabelText('使用年限（月）'), '60');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/as/category')).toHaveLength(1));
    expect(server.find('POST', '/as/category')[0]!.body).toEqual({
      parentId: 1,
      name: '显示器',
      codePrefix: 'MON',
      unit: '台',
      tracking: 'serial',
      usefulLifeMonths: 60,
      expiryLeadDays: null,
      sort: 0,
    });
    expect(await screen.findByText('分类已保存')).toBeInTheDocument();
  });

  it('says what is wrong in English too', async () => {
    await i18n.changeLanguage('en-US');
    const { user } = renderPage(<CategoriesPage />, { permissions: ALL });
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await findDialog('Add category');
    await user.type(within(dialog).getByLabelText('Code prefix'), 'nb');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('A capital letter, then up to 7 capitals or digits'),
      ).toHaveLength(2),
    );
    expect(server.find('POST', '/as/category')).toHaveLength(0);
  });

  it('edits a category, sending its id and not its design', async () => {
    const { user } = renderPage(<CategoriesPage />, { permissions: ALL });
    await user.click(within(await rowOf('笔记本电脑')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const lead = within(dialog).getByLabelText('到期提前提醒（天）');
    expect(lead).toHaveValue('30');
    await user.clear(lead);
    await user.type(lead, '60');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.find('PUT', '/as/category')).toHaveLength(1));
    const body = server.find('PUT', '/as/category')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      categoryId: 2,
      parentId: 1,
      codePrefix: 'NB',
      expiryLeadDays: 60,
    });
    expect(body).not.toHaveProperty('formDesignId');
  });

  it('deletes a category only once confirmed', async () => {
    const { user } = renderPage(<CategoriesPage />, { permissions: ALL });
    await user.click(within(await rowOf('网线')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除分类“网线”吗？')).toBeInTheDocument();
    expect(server.find('DELETE', '/as/category/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.find('DELETE', '/as/category/3')).toHaveLength(1));
    expect(await screen.findByText('分类已删除')).toBeInTheDocument();
  });

  it('shows no buttons without their keys', async () => {
    renderPage(<CategoriesPage />, { permissions: [ASSET_PERMISSIONS.category.view] });
    await rowOf('笔记本电脑');
    for (const name of ['新增分类', '新增子分类', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: '设计字段' })).not.toBeInTheDocument();
  });
});
