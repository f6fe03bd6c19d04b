import type { TransferDetail, TransferStatus } from '@depot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Popconfirm,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordLoadState } from '../../../components/record-load-state';
import { cancelTransfer, receiveTransfer, transferQueryOptions, warehouseKeys } from '../api';

const COLOURS: Record<TransferStatus, string> = {
  inTransit: 'processing',
  received: 'green',
  cancelled: 'default',
};

export function TransferStatusTag({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`wareTransfer.status.${status}`)}</Tag>;
}

const when = (at: string | null) => (at ? new Date(at).toLocaleString() : '—');

/** Cancels a transfer in transit with a reason, once confirmed (its out rows reversed). */
function CancelDialog({ doc, onClose }: { doc: TransferDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useMutation({
    mutationFn: (reason: string) =>
      cancelTransfer(doc.transferId, { version: doc.version, reason }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      void message.success(t('wareTransfer.cancelled', { code: doc.code }));
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('wareTransfer.cancel')}
      okText={t('wareTransfer.cancel')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('wareTransfer.cancelHint')} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => cancel.mutate(v.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('wareTransfer.cancelReason')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One transfer: its fields, lines, the movements it posted; receive and cancel when allowed. */
export function TransferDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const wide = Grid.useBreakpoint().md === true;
  const doc = useQuery(transferQueryOptions(id));
  const [cancelling, setCancelling] = useState(false);
  const d = doc.data;
  const receive = useMutation({
    mutationFn: (x: TransferDetail) => receiveTransfer(x.transferId, x.version),
    onSuccess: async (x) => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      void message.success(t('wareTransfer.received', { code: x.code }));
    },
  });
  return (
    <Drawer
      open
      onClose={onClose}
      size={wide ? 720 : 378}
      title={d ? t('wareTransfer.detail', { code: d.code }) : t('wareTransfer.title')}
      extra={
        d && (
          <Flex gap={8} wrap>
            {d.canReceive && (
              <Popconfirm
                title={t('wareTransfer.receiveConfirm')}
                onConfirm={() => receive.mutate(d)}
              >
                <Button type="primary" loading={receive.isPending}>
                  {t('wareTransfer.receive')}
                </Button>
              </Popconfirm>
            )}
            {d.canCancel && (
              <Button danger onClick={() => setCancelling(true)}>
                {t('wareTransfer.cancel')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {!d ? (
        <RecordLoadState
          loading={doc.isLoading}
          error={doc.error}
          onRetry={() => void doc.refetch()}
          notFound={t('wareTransfer.notFound')}
          loadFailed={t('warehouse.common.loadFailed')}
        />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            bordered
            column={wide ? 2 : 1}
            items={[
              {
                key: 'status',
                label: t('wareTransfer.state'),
                children: <TransferStatusTag status={d.status} />,
              },
              { key: 'from', label: t('wareTransfer.from'), children: d.from.name },
              { key: 'to', label: t('wareTransfer.to'), children: d.to.name },
              { key: 'sender', label: t('wareTransfer.sender'), children: d.sender.nickname },
              { key: 'sentAt', label: t('wareTransfer.sentAt'), children: when(d.sentAt) },
              {
                key: 'receiver',
                label: t('wareTransfer.receiver'),
                children: d.receiver?.nickname ?? '—',
              },
              {
                key: 'receivedAt',
                label: t('wareTransfer.receivedAt'),
                children: when(d.receivedAt),
              },
              ...(d.status === 'cancelled'
                ? [
                    {
                      key: 'canceller',
                      label: t('wareTransfer.canceller'),
                      children: d.canceller?.nickname ?? '—',
                    },
                    {
                      key: 'cancelReason',
                      label: t('wareTransfer.cancelReason'),
                      children: d.cancelReason ?? '—',
                    },
                  ]
                : []),
              { key: 'remark', label: t('wareTransfer.remark'), children: d.remark ?? '—' },
            ]}
          />
          <Typography.Title level={5}>{t('wareTransfer.lines')}</Typography.Title>
          <Table
            size="small"
            rowKey="categoryId"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={d.lines}
            columns={[
              { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
              {
                key: 'quantity',
                title: t('warehouse.common.quantity'),
                render: (_, l) => `${l.quantity} ${l.unit}`,
              },
            ]}
          />
          <Typography.Title level={5}>{t('wareTransfer.movements')}</Typography.Title>
          <Table
            size="small"
            rowKey="movementId"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={d.movements}
            columns={[
              { key: 'id', title: '#', dataIndex: 'movementId' },
              {
                key: 'warehouse',
                title: t('warehouse.common.warehouse'),
                dataIndex: 'warehouseName',
              },
              {
                key: 'kind',
                title: t('warehouse.ledger.kind'),
                render: (_, m) => t(`warehouse.kind.${m.kind}`),
              },
              { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
              { key: 'quantity', title: t('warehouse.common.quantity'), dataIndex: 'quantity' },
              { key: 'at', title: t('wareTransfer.at'), render: (_, m) => when(m.at) },
            ]}
          />
        </Flex>
      )}
      {cancelling && d && <CancelDialog doc={d} onClose={() => setCancelling(false)} />}
    </Drawer>
  );
}
