import type { TransferDetail } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { receiveTransfer, warehouseKeys } from '../api';

/** What a line still has on its way (sent − received − returned). */
export const outstandingOf = (l: TransferDetail['lines'][number]) =>
  l.quantity - l.received - l.returned;

/**
 * Receives a transfer line by line: each line still on its way with its quantity, prefilled to
 * what is outstanding; less is a partial receipt, the rest stays in transit.
 */
export function TransferReceiveDialog({
  doc,
  onClose,
}: {
  doc: TransferDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const open = doc.lines.filter((l) => outstandingOf(l) > 0);
  const [form] = Form.useForm<Record<string, number | null>>();
  const receive = useMutation({
    mutationFn: (lines: Array<{ categoryId: number; quantity: number }>) =>
      receiveTransfer(doc.transferId, { version: doc.version, lines }),
    onSuccess: async (x) => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      void message.success(t('wareTransfer.received', { code: x.code }));
      onClose();
    },
  });
  const submit = (values: Record<string, number | null>) => {
    const lines = open.map((l) => ({
      categoryId: l.categoryId,
      quantity: values[String(l.categoryId)] ?? 0,
    }));
    if (lines.every((l) => l.quantity === 0)) {
      void message.error(t('wareTransfer.receiveNothing'));
      return;
    }
    receive.mutate(lines);
  };
  return (
    <Modal
      open
      title={t('wareTransfer.receive')}
      okText={t('wareTransfer.receive')}
      okButtonProps={{ loading: receive.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('wareTransfer.receiveHint')} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={Object.fromEntries(
          open.map((l) => [String(l.categoryId), outstandingOf(l)]),
        )}
        onFinish={submit}
      >
        {open.map((l) => (
          <Form.Item
            key={l.categoryId}
            name={String(l.categoryId)}
            label={`${l.categoryName}（${t('wareTransfer.outstanding')} ${outstandingOf(l)} ${l.unit}）`}
          >
            <InputNumber
              aria-label={t('wareTransfer.receiveQuantity', { name: l.categoryName })}
              min={0}
              max={outstandingOf(l)}
              precision={0}
              suffix={l.unit}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
