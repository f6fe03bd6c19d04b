import type { PurchaseTemplate } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDataTable, type DataTableParams } from '../../../components/data-table';
import { copyTemplate, purchaseKeys, setTemplateEnabled, templatePageQueryOptions } from '../api';
import { orderFromTemplateHref, templateHref } from '../paths';
import { usePurchasePermissions } from '../permissions';
import { EnabledList } from '../components/enabled-list';
import { asBoolean, type EnabledChoice } from '../components/enabled-state';

interface Filters {
  keyword?: string;
  enabled?: EnabledChoice;
}

/**
 * /purchase/purchase-template: the purchase templates (name, default lines, header form,
 * default warehouse, status); a template is edited on its page, copied, enabled or disabled
 * once confirmed, and opens the add-order page prefilled from it.
 */
export function TemplateListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = usePurchasePermissions();
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) =>
      templatePageQueryOptions({ ...params, enabled: asBoolean(params.enabled) }),
    rowKey: 'templateId',
    sortable: ['name', 'createdAt'],
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all });

  const copy = useMutation({
    mutationFn: (template: PurchaseTemplate) => copyTemplate(template.templateId),
    onSuccess: async (made) => {
      await refresh();
      void message.success(t('purchase.template.copied', { name: made.name }));
    },
  });
  const toggle = (template: PurchaseTemplate) => {
    const enabled = !template.enabled;
    void modal.confirm({
      title: t(enabled ? 'purchase.template.enableConfirm' : 'purchase.template.disableConfirm', {
        name: template.name,
      }),
      onOk: async () => {
        await setTemplateEnabled(template.templateId, { enabled, version: template.version });
        await refresh();
        void message.success(
          t(enabled ? 'purchase.template.enabledDone' : 'purchase.template.disabledDone', {
            name: template.name,
          }),
        );
      },
    });
  };

  const actions = (template: PurchaseTemplate) => (
    <Flex gap={4} wrap>
      <Link to={templateHref(template.templateId)}>{t('purchase.edit')}</Link>
      <Button
        size="small"
        type="link"
        loading={copy.isPending && copy.variables?.templateId === template.templateId}
        onClick={() => copy.mutate(template)}
      >
        {t('purchase.template.copy')}
      </Button>
      <Button size="small" type="link" onClick={() => toggle(template)}>
        {t(template.enabled ? 'purchase.template.disable' : 'purchase.template.enable')}
      </Button>
      {template.enabled && can.orderAdd && (
        <Link to={orderFromTemplateHref(template.templateId)}>
          {t('purchase.template.newOrder')}
        </Link>
      )}
    </Flex>
  );
  return (
    <EnabledList
      title={t('purchase.template.title')}
      tableLabel={t('purchase.template.table')}
      table={table}
      search={{ name: 'keyword', placeholder: t('purchase.template.searchPlaceholder') }}
      columns={[
        { key: 'name', title: t('purchase.template.name'), dataIndex: 'name' },
        {
          title: t('purchase.template.lineCount'),
          dataIndex: 'lineCount',
          align: 'right',
        },
        {
          title: t('purchase.template.headerForm'),
          render: (_, r) => r.formDesign?.name ?? t('purchase.template.noHeaderForm'),
        },
        {
          title: t('purchase.template.warehouse'),
          render: (_, r) => r.warehouse?.name ?? t('purchase.template.anyWarehouse'),
        },
      ]}
      trailing={[{ title: t('purchase.remark'), dataIndex: 'remark' }]}
      actions={actions}
      card={{
        name: (r) => r.name,
        detail: (r) => (
          <>
            {t('purchase.template.lineCount')} {r.lineCount} ·{' '}
            {r.warehouse?.name ?? t('purchase.template.anyWarehouse')}
          </>
        ),
      }}
      add={{ label: t('purchase.template.add'), onClick: () => void navigate(templateHref()) }}
    />
  );
}
