import { RESERVATION_DAYS_MAX, type SkuOrderDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequiredChoice } from '../../../components/required-choice';
import { saveForm, useSaving } from '../../../lib/use-saving';
import { issueSkuOrder, issueWarehousesQueryOptions, materialKeys, reserveSkuOrder } from '../api';

interface Values {
  warehouseId?: number;
  /** Reserve only: hold what is available of a short line. */
  partial?: boolean;
  /** Reserve only: the holds' term (empty: the server's default). */
  days?: number | null;
}

type Base = { id: number; version: number; warehouseId: number };

const STEPS = {
  issue: { send: (base: Base) => issueSkuOrder(base), done: 'issuedDone' },
  reserve: {
    send: (base: Base, v: Values) =>
      reserveSkuOrder({
        ...base,
        partial: v.partial ?? false,
        ...(v.days ? { days: v.days } : {}),
      }),
    done: 'reservedDone',
  },
} as const;

/**
 * A SKU order served from a warehouse's stock (`issue`), or its stock reserved there until it
 * is (`reserve`, for a term in days, holding what is available of a short line when asked to):
 * the warehouse chosen (those of the caller's scope; the one it is reserved at first), then sent
 * at the version read; with too little stock the server says which and how much, and the dialog
 * stays open with nothing changed.
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
  const [form] = Form.useForm<Values>();
  const warehouses = useQuery(issueWarehousesQueryOptions());
  const save = useSaving({
    save: (v: Values) =>
      STEPS[step].send({ id: order.id, version: order.version, warehouseId: v.warehouseId! }, v),
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
      onOk={() => saveForm(form, save.mutateAsync)}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t(`projectDispatch.skuOrder.${step}Hint`)}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ warehouseId: order.reservations[0]?.warehouseId, partial: true }}
      >
        <RequiredChoice
          name="warehouseId"
          label={t('projectDispatch.skuOrder.warehouse')}
          message={t('projectDispatch.skuOrder.pickWarehouse')}
          loading={warehouses.isLoading}
          options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
        />
        {step === 'reserve' && (
          <>
            <Form.Item name="partial" valuePropName="checked">
              <Checkbox>{t('projectDispatch.skuOrder.reservePartial')}</Checkbox>
            </Form.Item>
            <Form.Item
              name="days"
              label={t('projectDispatch.skuOrder.reserveDays')}
              extra={t('projectDispatch.skuOrder.reserveDaysHint')}
            >
              <InputNumber min={1} max={RESERVATION_DAYS_MAX} precision={0} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
