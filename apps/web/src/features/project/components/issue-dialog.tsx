import type { SkuOrderDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchable } from '../../../components/org-selects';
import { useSaving } from '../../../lib/use-saving';
import { issueSkuOrder, issueWarehousesQueryOptions, materialKeys } from '../api';

/**
 * A SKU order served from a warehouse's stock: the warehouse chosen (those of the caller's
 * scope), then issued at the version read; with too little stock the server says which and how
 * much, and the dialog stays open with nothing issued.
 */
export function IssueDialog({ order, onClose }: { order: SkuOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ warehouseId?: number }>();
  const warehouses = useQuery(issueWarehousesQueryOptions());
  const save = useSaving({
    save: (warehouseId: number) =>
      issueSkuOrder({ id: order.id, version: order.version, warehouseId }),
    refresh: materialKeys.all,
    done: (done) => t('projectDispatch.skuOrder.issuedDone', { code: done.code }),
    then: onClose,
  });
  return (
    <Modal
      open
      title={t('projectDispatch.skuOrder.issueTitle', { code: order.code })}
      okText={t('projectDispatch.skuOrder.issueOk')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => save.mutateAsync(v.warehouseId!))
          .catch(() => undefined)
      }
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('projectDispatch.skuOrder.issueHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="warehouseId"
          label={t('projectDispatch.skuOrder.warehouse')}
          rules={[{ required: true, message: t('projectDispatch.skuOrder.pickWarehouse') }]}
        >
          <Select<number>
            {...searchable}
            loading={warehouses.isLoading}
            options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
