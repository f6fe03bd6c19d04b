import { PlusOutlined } from '@ant-design/icons';
import type { AssetCategory } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetCategoryListQueryOptions, assetKeys, deleteAssetCategory } from '../../../api/asset';
import { CategoryDialog } from '../components/category-dialog';
import { categoryTree, type CategoryNode } from '../lib/category-tree';
import { categoryDesignHref } from '../paths';
import { useAssetPermissions } from '../permissions';
import { useSaving } from '../../../lib/use-saving';
import { DeleteLink } from '../../../components/delete-link';

type Editing = { record: AssetCategory | null; parentId?: number | null };

/** Asset categories (资产分类): the tree with its rules; add, edit, delete, design fields. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const can = useAssetPermissions().category;
  const list = useQuery(assetCategoryListQueryOptions());
  const tree = useMemo(() => categoryTree(list.data ?? []), [list.data]);
  const [editing, setEditing] = useState<Editing>();
  const remove = useSaving({
    save: deleteAssetCategory,
    refresh: assetKeys.categories(),
    done: () => t('assets.category.deleted'),
  });

  const columns: ColumnsType<CategoryNode> = [
    { key: 'name', dataIndex: 'name', title: t('assets.category.name') },
    { key: 'codePrefix', dataIndex: 'codePrefix', title: t('assets.category.codePrefix') },
    { key: 'unit', dataIndex: 'unit', title: t('assets.category.unit') },
    {
      key: 'tracking',
      title: t('assets.category.tracking'),
      render: (_, c) => <Tag>{t(`assets.tracking.${c.tracking}`)}</Tag>,
    },
    { key: 'usefulLife', dataIndex: 'usefulLifeMonths', title: t('assets.category.usefulLife') },
    { key: 'expiryLead', dataIndex: 'expiryLeadDays', title: t('assets.category.expiryLead') },
    {
      key: 'design',
      title: t('assets.category.design'),
      render: (_, c) => c.formDesignName ?? t('assets.category.noDesign'),
    },
    { key: 'assetCount', dataIndex: 'assetCount', title: t('assets.category.assetCount') },
  ];
  if (can.add || can.edit || can.del) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, c) => (
        <Flex gap={4} wrap>
          {can.add && (
            <Button
              size="small"
              type="link"
              onClick={() => setEditing({ record: null, parentId: c.categoryId })}
            >
              {t('assets.category.addChild')}
            </Button>
          )}
          {can.edit && (
            <Button size="small" type="link" onClick={() => setEditing({ record: c })}>
              {t('assets.category.edit')}
            </Button>
          )}
          {can.edit && c.tracking === 'serial' && (
            <Link to={categoryDesignHref(c.categoryId)}>{t('assets.category.designFields')}</Link>
          )}
          {can.del && (
            <DeleteLink
              confirm={t('assets.category.deleteConfirm', { name: c.name })}
              onConfirm={() => remove.mutateAsync(c.categoryId)}
            >
              {t('assets.category.delete')}
            </DeleteLink>
          )}
        </Flex>
      ),
    });
  }

  return (
    <Card
      title={t('assets.category.title')}
      extra={
        can.add && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ record: null })}
          >
            {t('assets.category.add')}
          </Button>
        )
      }
    >
      <Table<CategoryNode>
        // Mounted again once the tree arrives, so every row starts expanded.
        key={tree.length ? 'tree' : 'empty'}
        rowKey="categoryId"
        aria-label={t('assets.category.table')}
        loading={list.isPending}
        dataSource={tree}
        columns={columns}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('assets.category.empty')} /> }}
      />
      {editing && (
        <CategoryDialog
          record={editing.record}
          parentId={editing.parentId}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
