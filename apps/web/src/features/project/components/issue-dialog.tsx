import type { SkuOrderDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchable } from '../../../components/org-selects';
import { useSaving } from '../../../lib/use-saving';
import { issueSkuOrder, issueWarehousesQueryOptions, materialKeys, reserveSkuOrder } from '../api';

const STEPS = {
  issue: { send: issueSkuOrder, done: 'issuedDone' },
  reserve: { send: reserveSkuOrder, done: 'reservedDone' },
} as const;

/**
 * A SKU order served from a warehouse's stock (`issue`), or its stock reserved there until it
 * is (`reserve`): the warehouse chosen (those of the caller's scope; the one it is reserved at
 * first), then sent at the version read; with too little stock the server says which and how
 * much, and the dialog stays open with nothing changed.
 */
export function IssueDialog({
  order,
  step = 'issue',
  onClose,
}: {
  order: SkuOrderDetail;
  step?: keyof typeof STEPS;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ warehouseId?: number }>();
  const warehouses = useQuery(issueWarehousesQueryOptions());
  const save = useSaving({
    save: (warehouseId: number) =>
      STEPS[step].send({ id: order.id, version: order.version, warehouseId }),
    refresh: materialKeys.all,
    done: (done) => t(`projectDispatch.skuOrder.${STEPS[step].done}`, { code: done.code }),
    then: onClose,
  });
  return (
    <Modal
      open
      title={t(`projectDispatch.skuOrder.${step}Title`, { code: order.code })}
      okText={t(`projectDispatch.skuOrder.${step}Ok`)}
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
        {t(`projectDispatch.skuOrder.${step}Hint`)}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ warehouseId: order.reservations[0]?.warehouseId }}
      >
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
