import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { sendTransfer, warehouseKeys } from '../api';
import { CountedLines } from './counted-lines';
import { WarehouseSelect } from './warehouse-select';

interface Line {
  categoryId?: number;
  quantity?: number;
}

export interface TransferValues {
  fromWarehouseId?: number;
  toWarehouseId?: number;
  remark?: string;
  lines: Line[];
}

/**
 * A new transfer: from, to (another warehouse), counted lines; sent at once (the stock leaves
 * the source on the server, or a 409 names what is short).
 */
export function TransferForm({
  prefill,
  onClose,
  onSent,
}: {
  prefill: Partial<TransferValues>;
  onClose: () => void;
  onSent: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TransferValues>();
  const lines = Form.useWatch('lines', form) ?? [];
  const submit = useMutation({
    mutationFn: (v: TransferValues) =>
      sendTransfer({
        fromWarehouseId: v.fromWarehouseId!,
        toWarehouseId: v.toWarehouseId!,
        remark: v.remark?.trim() || null,
        lines: v.lines
          .filter((l) => l.categoryId !== undefined)
          .map((l) => ({ categoryId: l.categoryId!, quantity: l.quantity! })),
      }),
    onSuccess: async (doc) => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      void message.success(t('wareTransfer.sent', { code: doc.code }));
      onSent(doc.transferId);
    },
  });
  return (
    <FormModal<TransferValues>
      name="ware-transfer"
      title={t('wareTransfer.add')}
      open
      width={640}
      form={form}
      initialValues={{ lines: [{}], ...prefill }}
      onSubmit={(v) => submit.mutate(v)}
      onClose={onClose}
      submitting={submit.isPending}
    >
      <Flex gap={8} wrap>
        <Form.Item
          name="fromWarehouseId"
          label={t('wareTransfer.from')}
          rules={[{ required: true }]}
          style={{ flex: 1, minWidth: 180 }}
        >
          <WarehouseSelect />
        </Form.Item>
        <Form.Item
          name="toWarehouseId"
          label={t('wareTransfer.to')}
          dependencies={['fromWarehouseId']}
          style={{ flex: 1, minWidth: 180 }}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value?: number) =>
                value !== undefined && value === getFieldValue('fromWarehouseId')
                  ? Promise.reject(new Error(t('wareTransfer.sameWarehouse')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <WarehouseSelect />
        </Form.Item>
      </Flex>
      <Typography.Title level={5}>{t('wareTransfer.lines')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('wareTransfer.serialHint')}</Typography.Paragraph>
      <CountedLines
        lines={lines}
        category="first"
        addLabel={t('wareTransfer.addLine')}
        removeLabel={t('wareTransfer.removeLine')}
      />
      <Form.Item name="remark" label={t('wareTransfer.remark')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
