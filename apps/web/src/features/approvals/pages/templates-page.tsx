import type { ApprovalDocType } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvalKeys,
  approvalTemplatePageQueryOptions,
  approvalTemplateQueryOptions,
  deleteApprovalTemplate,
  type ApprovalTemplate,
} from '../../../api/approval';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { DeleteLink } from '../../../components/delete-link';
import { useFormatDateTime } from '../../../lib/date-time';
import { DocTypeFilter } from '../components/centre-filter-fields';
import { DocTypeTag } from '../components/status-tags';
import { useTemplatePermissions } from '../permissions';
import { PreviewDrawer } from '../template/preview-drawer';
import { TemplateEditor } from '../template/template-editor';
import { useWide, wideScroll } from '../../../lib/use-wide';

interface TemplateFilters {
  docType?: ApprovalDocType;
  name?: string;
}

const pageQuery = (params: DataTableParams<TemplateFilters>) =>
  approvalTemplatePageQueryOptions(params);

/** The columns the server sorts by (its allow-list). */
const TEMPLATE_SORTS = ['docType', 'name', 'priority', 'updatedAt'] as const;

type Editing = { template: ApprovalTemplate | undefined } | undefined;

/**
 * /approval/template (menu): the flow templates by document type, with their version and the
 * requests still running on them; add, edit (a new version) and delete (refused while requests
 * run on it, the server says so), each shown with its key; a preview of who would approve.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const wide = useWide();
  const can = useTemplatePermissions();
  const table = useDataTable({ query: pageQuery, rowKey: 'templateId', sortable: TEMPLATE_SORTS });
  const [editing, setEditing] = useState<Editing>();
  const [opening, setOpening] = useState<number>();
  const [preview, setPreview] = useState<{ docType: ApprovalDocType | undefined }>();
  const remove = useMutation({
    mutationFn: deleteApprovalTemplate,
    onSuccess: () => void message.success(t('approvals.templates.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.templates() }),
  });

  // The template as it is now: its version is the one the save names.
  const edit = async (templateId: number) => {
    setOpening(templateId);
    try {
      const template = await queryClient.fetchQuery({
        ...approvalTemplateQueryOptions(templateId),
        staleTime: 0,
      });
      setEditing({ template });
    } catch {
      // shown by the http client
    } finally {
      setOpening(undefined);
    }
  };

  const columns: ColumnsType<ApprovalTemplate> = [
    {
      key: 'docType',
      title: t('approvals.field.docType'),
      render: (_, row) => <DocTypeTag docType={row.docType} />,
    },
    { key: 'name', dataIndex: 'name', title: t('approvals.templates.name') },
    { key: 'priority', dataIndex: 'priority', title: t('approvals.templates.priority') },
    {
      key: 'enabled',
      title: t('approvals.templates.enabled'),
      render: (_, row) =>
        row.enabled ? (
          <Tag color="success">{t('approvals.templates.yes')}</Tag>
        ) : (
          <Tag>{t('approvals.templates.no')}</Tag>
        ),
    },
    { key: 'version', dataIndex: 'version', title: t('approvals.templates.version') },
    {
      key: 'pendingCount',
      dataIndex: 'pendingCount',
      title: t('approvals.templates.pendingCount'),
    },
    {
      key: 'updatedAt',
      title: t('approvals.templates.updatedAt'),
      render: (_, row) => formatDateTime(row.updatedAt),
      responsive: ['lg'],
    },
    {
      key: 'actions',
      title: t('approvals.templates.actions'),
      fixed: wide ? 'right' : undefined,
      render: (_, row) => (
        <Flex gap={4} wrap>
          {can.edit && (
            <Button
              type="link"
              size="small"
              loading={opening === row.templateId}
              onClick={() => void edit(row.templateId)}
            >
              {t('approvals.templates.edit')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setPreview({ docType: row.docType })}>
            {t('approvals.templates.preview')}
          </Button>
          {can.del && (
            <DeleteLink
              confirm={t('approvals.templates.deleteConfirm', { name: row.name })}
              okText={t('approvals.templates.delete')}
              okDanger
              cancelText={t('common.cancel')}
              // Resolves either way: a refusal (in use: 409) is shown by the http client.
              onConfirm={() => remove.mutateAsync(row.templateId).catch(() => undefined)}
            >
              {t('approvals.templates.delete')}
            </DeleteLink>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card title={t('approvals.templates.title')}>
      <DataTable
        table={table}
        columns={columns}
        aria-label={t('approvals.templates.table')}
        scroll={wideScroll(wide)}
        filters={
          <>
            <DocTypeFilter />
            <Form.Item name="name" label={t('approvals.templates.name')}>
              <Input allowClear maxLength={64} />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            {can.add && (
              <Button type="primary" onClick={() => setEditing({ template: undefined })}>
                {t('approvals.templates.add')}
              </Button>
            )}
            <Button onClick={() => setPreview({ docType: table.filters.docType })}>
              {t('approvals.templates.preview')}
            </Button>
          </>
        }
      />
      {/* Mounted per opening: each starts from the template read (or a new one). */}
      {editing && (
        <TemplateEditor
          key={editing.template?.templateId ?? 'new'}
          template={editing.template}
          onClose={() => setEditing(undefined)}
        />
      )}
      {preview && <PreviewDrawer docType={preview.docType} onClose={() => setPreview(undefined)} />}
    </Card>
  );
}
