import type { PurchaseTemplateDetail, PurchaseTemplateInput } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSaving } from '../../../lib/use-saving';
import {
  createTemplate,
  purchaseKeys,
  templateFlowsQueryOptions,
  templateFormsQueryOptions,
  templateQueryOptions,
  updateTemplate,
} from '../api';
import { OrderLines, type OrderLineValues } from '../components/order-line-fields';
import { OrderWarehouseSelect } from '../components/order-warehouse-select';
import { SearchSelect } from '../../../components/search-select';

interface Values {
  name: string;
  remark?: string;
  enabled: boolean;
  formDesignId?: number | null;
  warehouseId?: number | null;
  approvalTemplateId?: number | null;
  lines: OrderLineValues[];
}

const TEMPLATE_LIST = '/purchase/purchase-template/index';

function initialValues(template: PurchaseTemplateDetail | undefined): Partial<Values> {
  if (!template) return { enabled: true, lines: [{}] };
  return {
    name: template.name,
    remark: template.remark ?? undefined,
    enabled: template.enabled,
    formDesignId: template.formDesign?.id ?? null,
    warehouseId: template.warehouse?.id ?? null,
    approvalTemplateId: template.approvalTemplate?.id ?? null,
    lines: template.lines.map((l) => ({
      skuId: l.skuId,
      supplierId: l.supplierId,
      quantity: l.quantity,
      unitPrice: l.unitPrice === null ? undefined : Number(l.unitPrice),
    })),
  };
}

/**
 * /purchase/purchase-template/add: a new purchase template, or `?id=`'s: its name, note,
 * enabled, the form design of an order's header fields, a default warehouse, the approval flow
 * its orders go through (else chosen by conditions) and default lines (SKU, then one of its
 * suppliers with its current price shown, and a quantity).
 */
export function TemplatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const detail = useQuery({ ...templateQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && !detail.data) {
    return detail.isPending ? (
      <Spin />
    ) : (
      <Alert type="error" showIcon title={t('purchase.template.notFound')} />
    );
  }
  return <TemplateForm key={id ?? 'new'} template={detail.data} />;
}

function TemplateForm({ template }: { template: PurchaseTemplateDetail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const forms = useQuery(templateFormsQueryOptions());
  const flows = useQuery(templateFlowsQueryOptions());
  const save = useSaving({
    save: (values: Values) => {
      const body: PurchaseTemplateInput = {
        name: values.name,
        remark: values.remark?.trim() ? values.remark.trim() : null,
        enabled: values.enabled,
        formDesignId: values.formDesignId ?? null,
        warehouseId: values.warehouseId ?? null,
        approvalTemplateId: values.approvalTemplateId ?? null,
        lines: (values.lines ?? []).map((l) => ({
          skuId: l.skuId!,
          supplierId: l.supplierId!,
          quantity: l.quantity!,
        })),
      };
      return template
        ? updateTemplate({ ...body, templateId: template.templateId, version: template.version })
        : createTemplate(body);
    },
    refresh: purchaseKeys.all,
    done: (saved) => t('purchase.template.saved', { name: saved.name }),
    then: () => void navigate(TEMPLATE_LIST),
  });
  const send = () =>
    void form
      .validateFields()
      .then((values) => save.mutate(values))
      .catch(() => undefined);
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {template
          ? t('purchase.template.editTitle', { name: template.name })
          : t('purchase.template.addTitle')}
      </PageTitle>
      <Card>
        <Form<Values> form={form} layout="vertical" initialValues={initialValues(template)}>
          <Flex gap={16} wrap>
            <Form.Item
              name="name"
              label={t('purchase.template.name')}
              rules={[
                { required: true, whitespace: true, message: t('purchase.template.giveName') },
              ]}
            >
              <Input maxLength={60} style={{ minWidth: 240 }} />
            </Form.Item>
            <Form.Item name="formDesignId" label={t('purchase.template.headerForm')}>
              <SearchSelect<number>
                allowClear
                style={{ minWidth: 200 }}
                loading={forms.isLoading}
                options={(forms.data ?? []).map((f) => ({ value: f.formDesignId, label: f.name }))}
              />
            </Form.Item>
            <Form.Item name="warehouseId" label={t('purchase.template.warehouse')}>
              <OrderWarehouseSelect />
            </Form.Item>
            <Form.Item
              name="approvalTemplateId"
              label={t('purchase.template.flow')}
              extra={t('purchase.template.flowHint')}
            >
              <SearchSelect<number>
                allowClear
                style={{ minWidth: 200 }}
                placeholder={t('purchase.template.flowByConditions')}
                loading={flows.isLoading}
                options={(flows.data ?? []).map((f) => ({
                  value: f.approvalTemplateId,
                  label: f.enabled ? f.name : t('purchase.template.flowDisabled', { name: f.name }),
                }))}
              />
            </Form.Item>
            <Form.Item name="enabled" label={t('purchase.status')} valuePropName="checked">
              <Switch
                checkedChildren={t('purchase.enabled')}
                unCheckedChildren={t('purchase.disabled')}
              />
            </Form.Item>
          </Flex>
          <Form.Item name="remark" label={t('purchase.remark')}>
            <Input.TextArea maxLength={500} autoSize />
          </Form.Item>
          <OrderLines
            title={t('purchase.template.lines')}

            priceShown
          />
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            <Button type="primary" loading={save.isPending} onClick={send}>
              {t('purchase.template.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
