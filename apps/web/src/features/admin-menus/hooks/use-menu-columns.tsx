import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { MenuRecord } from '../../../api/admin-menus';
import { MenuIconByName } from '../../../components/menu-icon';
import { useMenuPermissions } from '../permissions';
import type { MenuRow } from './use-lazy-menu-rows';

const KIND_COLOURS = { directory: 'blue', page: 'green', button: 'default', link: 'purple' };

export interface MenuRowActions {
  createChild: (parent: MenuRecord) => void;
  edit: (record: MenuRecord) => void;
  remove: (record: MenuRecord) => void;
}

/** The menu tree table's columns. */
export function useMenuColumns(actions: MenuRowActions): ColumnsType<MenuRow> {
  const { t } = useTranslation();
  const { canAdd, canEdit, canDelete } = useMenuPermissions();
  const columns: ColumnsType<MenuRow> = [
    {
      key: 'label',
      title: t('adminMenus.fields.label'),
      render: (_, row) => (
        <Flex gap={6} align="center" component="span">
          {row.icon && <MenuIconByName name={row.icon} />}
          {row.label}
        </Flex>
      ),
    },
    { key: 'labelEn', dataIndex: 'labelEn', title: t('adminMenus.fields.labelEn') },
    {
      key: 'kind',
      title: t('adminMenus.fields.kind'),
      render: (_, row) => (
        <Tag color={KIND_COLOURS[row.kind]}>{t(`adminMenus.kinds.${row.kind}`)}</Tag>
      ),
    },
    {
      key: 'path',
      title: `${t('adminMenus.fields.path')} / ${t('adminMenus.fields.permission')}`,
      render: (_, row) =>
        row.kind === 'button' ? (
          <Typography.Text code>{row.permission}</Typography.Text>
        ) : (
          <Typography.Text ellipsis style={{ maxWidth: 260 }}>
            {row.path}
          </Typography.Text>
        ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('adminMenus.fields.sort') },
    {
      key: 'status',
      title: t('adminMenus.fields.status'),
      render: (_, row) => (
        <Flex gap={4}>
          {!row.enabled && <Tag color="error">{t('adminMenus.status.disabled')}</Tag>}
          {!row.visible && <Tag color="warning">{t('adminMenus.status.hidden')}</Tag>}
          {row.enabled && row.visible && <Tag color="success">{t('adminMenus.status.shown')}</Tag>}
        </Flex>
      ),
    },
  ];
  if (!canAdd && !canEdit && !canDelete) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('adminMenus.fields.actions'),
      render: (_, row) => {
        const record = row as MenuRecord;
        return (
          <Flex gap={4} wrap={false}>
            {canAdd && (row.kind === 'directory' || row.kind === 'page') && (
              <Button type="link" size="small" onClick={() => actions.createChild(record)}>
                {t('adminMenus.actions.createChild')}
              </Button>
            )}
            {canEdit && (
              <Button type="link" size="small" onClick={() => actions.edit(record)}>
                {t('adminMenus.actions.edit')}
              </Button>
            )}
            {canDelete && (
              <Button type="link" size="small" danger onClick={() => actions.remove(record)}>
                {t('adminMenus.actions.delete')}
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];
}
