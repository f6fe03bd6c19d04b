import { ACCEPTANCE_KINDS, type AcceptanceKind, type AcceptanceTemplate } from '@depot/shared';
import { Button, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { acceptanceTemplatePageQueryOptions, enableAcceptanceTemplate, projectKeys } from '../api';
import { acceptanceTemplateHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { NoRecords } from './no-records';

interface Filters {
  kind?: AcceptanceKind;
  enabled?: boolean;
  keyword?: string;
}

/**
 * The acceptance templates (the templates page's second tab): what each is used for, its
 * checklist's version, how often it was filled in, enabled or disabled; each opens its designer.
 */
export function AcceptanceTemplateList() {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const table = useDataTable<Filters>({ sortable: ['updatedAt', 'name'] });
  const toggle = useSaving({
    save: async (tp: AcceptanceTemplate) => {
      await enableAcceptanceTemplate({ id: tp.id, enabled: !tp.enabled });
      return !tp.enabled;
    },
    refresh: projectKeys.all,
    done: (enabled) =>
      t(enabled ? 'project.templates.enabledDone' : 'project.templates.disabledDone'),
  });

  const open = (tp: AcceptanceTemplate) => (
    <Link to={acceptanceTemplateHref(tp.id)}>{tp.name}</Link>
  );
  const kind = (tp: AcceptanceTemplate) => t(`project.checklist.kinds.${tp.kind}`);
  const state = (tp: AcceptanceTemplate) => (
    <Tag color={tp.enabled ? 'success' : 'default'}>
      {t(tp.enabled ? 'project.templates.enabled' : 'project.templates.disabled')}
    </Tag>
  );
  const actions = (tp: AcceptanceTemplate) =>
    can.template ? (
      <Popconfirm
        title={t(
          tp.enabled ? 'project.checklist.disableConfirm' : 'project.checklist.enableConfirm',
          { name: tp.name },
        )}
        onConfirm={() => toggle.mutateAsync(tp).catch(() => undefined)}
      >
        <Button size="small">
          {t(tp.enabled ? 'project.templates.disable' : 'project.templates.enable')}
        </Button>
      </Popconfirm>
    ) : null;
  const columns: ColumnsType<AcceptanceTemplate> = wide
    ? [
        { key: 'name', title: t('project.checklist.name'), render: (_, tp) => open(tp) },
        { key: 'kind', title: t('project.checklist.kind'), render: (_, tp) => kind(tp) },
        { key: 'note', title: t('project.checklist.note'), dataIndex: 'note' },
        { key: 'version', title: t('project.checklist.version'), dataIndex: 'designVersion' },
        { key: 'uses', title: t('project.checklist.uses'), dataIndex: 'useCount' },
        { key: 'enabled', title: t('project.status'), render: (_, tp) => state(tp) },
        { key: 'actions', title: '', render: (_, tp) => actions(tp) },
      ]
    : [
        {
          key: 'template',
          title: t('project.checklist.templates'),
          render: (_, tp) => (
            <Flex vertical gap={2} align="flex-start">
              {open(tp)}
              <Typography.Text type="secondary">
                {kind(tp)} · {t('project.checklist.versionOf', { version: tp.designVersion })}
              </Typography.Text>
              <Flex gap={8} align="center">
                {state(tp)}
                {actions(tp)}
              </Flex>
            </Flex>
          ),
        },
      ];
  return (
    <DataTable
      table={table}
      query={acceptanceTemplatePageQueryOptions}
      rowKey="id"
      aria-label={t('project.checklist.templatesTable')}
      columns={columns}
      scroll={wideScroll(wide)}
      locale={{ emptyText: <NoRecords /> }}
      filters={
        <>
          <ChoiceFilter
            name="kind"
            label={t('project.checklist.kind')}
            values={ACCEPTANCE_KINDS}
            text={(k) => t(`project.checklist.kinds.${k}`)}
            minWidth={120}
          />
          <ChoiceFilter
            name="enabled"
            label={t('project.status')}
            values={[true, false]}
            text={(on) => t(on ? 'project.templates.enabled' : 'project.templates.disabled')}
            minWidth={90}
          />
          <Form.Item name="keyword" label={t('project.searchLabel')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        can.template && (
          <Button type="primary" onClick={() => void navigate(acceptanceTemplateHref())}>
            {t('project.checklist.add')}
          </Button>
        )
      }
    />
  );
}
