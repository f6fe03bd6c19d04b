import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_OPTIONS } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formDesignPageQueryOptions, type FormDesignSummary } from '../../../api/form-design';
import { DesignActions } from '../components/design-actions';
import { UpdatedAt } from '../components/updated-at';
import { useDesignMutations } from '../hooks/use-design-mutations';
import { useFormDesignPermissions } from '../hooks/use-form-design-permissions';
import { editHref, previewHref } from '../paths';

/** Form designs: search by name, pages, and design, preview, copy or delete each one. */
export function FormDesignListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { canAdd } = useFormDesignPermissions();
  const { copy, remove } = useDesignMutations();
  const [params, setParams] = useState({ current: FIRST_PAGE, size: DEFAULT_PAGE_SIZE, name: '' });
  const page = useQuery(formDesignPageQueryOptions(params));

  return (
    <Card
      title={t('form.list.title')}
      extra={
        canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate(editHref())}
          >
            {t('form.list.create')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <Input.Search
          aria-label={t('form.list.search')}
          placeholder={t('form.list.search')}
          allowClear
          onSearch={(name) => setParams((p) => ({ ...p, name: name.trim(), current: FIRST_PAGE }))}
          style={{ maxWidth: 320 }}
        />
        <Table<FormDesignSummary>
          rowKey="id"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          columns={[
            { key: 'code', dataIndex: 'code', title: t('form.list.columns.code') },
            { key: 'name', dataIndex: 'name', title: t('form.list.columns.name') },
            {
              key: 'version',
              dataIndex: 'version',
              title: t('form.list.columns.version'),
              width: 90,
            },
            {
              key: 'updatedAt',
              title: t('form.list.columns.updatedAt'),
              render: (_, design) => <UpdatedAt value={design.updatedAt} />,
            },
            {
              key: 'actions',
              title: t('form.list.columns.actions'),
              render: (_, design) => (
                <DesignActions
                  design={design}
                  onDesign={() => void navigate(editHref(design.id))}
                  onPreview={() => void navigate(previewHref(design.id))}
                  onCopy={() =>
                    copy.mutate(design.id, {
                      onSuccess: () => void message.success(t('form.list.copied')),
                    })
                  }
                  onDelete={() =>
                    remove.mutate(design.id, {
                      onSuccess: () => void message.success(t('form.list.deleted')),
                    })
                  }
                />
              ),
            },
          ]}
          pagination={{
            current: params.current,
            pageSize: params.size,
            total: page.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('form.list.total', { total }),
            onChange: (current, size) => setParams((p) => ({ ...p, current, size })),
          }}
        />
      </Flex>
    </Card>
  );
}
