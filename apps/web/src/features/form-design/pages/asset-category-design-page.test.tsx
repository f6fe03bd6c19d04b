import type { AssetCategory } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupUser } from '../../../components/form-builder/testing/user';
import { HOME_TAB } from '../../../lib/tabs';
import { useTabsStore } from '../../../stores/tabs';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { grantFormPermissions, renderFormDesignPage } from '../testing';

const category = (
  o: Partial<AssetCategory> & Pick<AssetCategory, 'categoryId'>,
): AssetCategory => ({
  parentId: null,
  name: `分类${o.categoryId}`,
  codePrefix: `C${o.categoryId}`,
  unit: '台',
  tracking: 'serial',
  usefulLifeMonths: null,
  expiryLeadDays: null,
  formDesignId: null,
  formDesignName: null,
  sort: 0,
  assetCount: 0,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...o,
});

/** Whether the laptop category has been linked to design 9 (by the page's PUT). */
let linked: number | null;
beforeEach(() => {
  linked = null;
  grantFormPermissions(['add', 'edit']);
});

const server = fakeServerForEachTest(() => ({
  'GET /as/category/list': () =>
    ok([
      category({ categoryId: 1, name: '摄像头', codePrefix: 'CAM', formDesignId: 7 }),
      category({ categoryId: 2, name: '笔记本电脑', codePrefix: 'NB', formDesignId: linked }),
    ]),
  'GET /admin/form-design/7': () =>
    ok({
      id: 7,
      code: 'asset-cat-cam',
      name: '摄像头',
      version: 2,
      design: { fields: [{ kind: 'input', vModel: 'resolution', label: '分辨率' }] },
    }),
  'GET /admin/form-design/9': () =>
    ok({
      id: 9,
      code: 'asset-cat-nb',
      name: '笔记本电脑',
      version: 1,
      design: { fields: [{ kind: 'input', vModel: 'field1', label: '单行文本' }] },
    }),
  'POST /admin/form-design': () => ok({ id: 9, version: 1 }),
  'PUT /as/category': ({ body }) => {
    linked = (body as { formDesignId: number }).formDesignId;
    return ok(category({ categoryId: 2, formDesignId: linked }));
  },
}));

describe(
  'a category’s designed fields (/as/assetstype/design?categoryId=)',
  { timeout: 60_000 },
  () => {
    it('opens the design the category is linked to', async () => {
      renderFormDesignPage('/as/assetstype/design?categoryId=1');
      const canvas = await screen.findByRole('region', { name: '画布' });
      expect(
        await within(canvas).findByRole('button', { name: '选中 分辨率' }),
      ).toBeInTheDocument();
      expect(screen.getByText('版本 2')).toBeInTheDocument();
    });

    it('makes the design of a category without one on first save and links it, staying open', async () => {
      const user = setupUser();
      const path = '/as/assetstype/design?categoryId=2';
      useTabsStore.setState({
        tabs: [
          HOME_TAB,
          { key: path, label: { key: 'route.assetCategoryDesign' }, keepAlive: false },
        ],
      });
      const { router } = renderFormDesignPage(path);
      await user.click(await screen.findByRole('button', { name: '添加单行文本' }));
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(server.find('PUT', '/as/category')).toHaveLength(1));
      expect(server.find('POST', '/admin/form-design')[0]!.body).toMatchObject({
        code: 'asset-cat-nb',
        name: '笔记本电脑',
      });
      expect(server.find('PUT', '/as/category')[0]!.body).toEqual({
        categoryId: 2,
        formDesignId: 9,
      });
      // Now the linked design, at the same address and in the same tab.
      await waitFor(() => expect(server.find('GET', '/admin/form-design/9')).toHaveLength(1));
      expect(await screen.findByText('版本 1')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?categoryId=2');
      expect(useTabsStore.getState().tabs.map((tab) => tab.key)).toEqual([HOME_TAB.key, path]);
    });

    it('says so for a category that does not exist', async () => {
      renderFormDesignPage('/as/assetstype/design?categoryId=99');
      expect(await screen.findByText('该分类不存在')).toBeInTheDocument();
    });
  },
);
