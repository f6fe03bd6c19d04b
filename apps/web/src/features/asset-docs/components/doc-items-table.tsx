import type { AssetDocWire } from '@depot/shared';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetHref } from '../paths';
import { AssetStatusTag } from '../../../components/asset-status-tag';

type Item = AssetDocWire['items'][number];

/**
 * A document's assets: each with its status before the document's effect and after it (both
 * empty until approved), and its status now; the code opens the asset.
 */
export function DocItemsTable({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const state = (status: Item['status'] | null) =>
    status ? (
      <AssetStatusTag status={status} />
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  return (
    <Table<Item>
      size="small"
      rowKey="assetId"
      dataSource={items}
      pagination={{ pageSize: 20, hideOnSinglePage: true, size: 'small' }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'code',
          title: t('assets.field.code'),
          render: (_, item) => <Link to={assetHref(item.assetId)}>{item.code}</Link>,
        },
        { key: 'name', title: t('assets.field.name'), dataIndex: 'name' },
        {
          key: 'change',
          title: `${t('assetDocs.detail.before')} → ${t('assetDocs.detail.after')}`,
          render: (_, item) => (
            <Flex gap={4} align="center" wrap>
              {state(item.statusBefore)}
              <ArrowRightOutlined aria-label="→" />
              {state(item.statusAfter)}
            </Flex>
          ),
        },
        {
          key: 'now',
          title: t('assetDocs.detail.now'),
          render: (_, item) => <AssetStatusTag status={item.status} />,
        },
      ]}
    />
  );
}
