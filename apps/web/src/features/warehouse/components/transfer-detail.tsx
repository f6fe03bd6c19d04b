import type { TransferDetail, TransferStatus } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer, RecordFacts, RecordTable } from '../../../components/record-drawer';
import { cancelTransfer, transferQueryOptions } from '../api';
import { ReasonStepDialog } from './reason-step-dialog';
import { TransferReceiveDialog, outstandingOf } from './transfer-receive-dialog';
import { useTimeText } from '../../../lib/date-time';

const COLOURS: Record<TransferStatus, string> = {
  inTransit: 'processing',
  partlyReceived: 'gold',
  received: 'green',
  cancelled: 'default',
};

export function TransferStatusTag({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`wareTransfer.status.${status}`)}</Tag>;
}

/**
 * Cancels a transfer nothing of which was received (its out rows reversed), or returns the rest
 * of a partly received one to the source, with a reason, once confirmed.
 */
function CancelDialog({ doc, onClose }: { doc: TransferDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const rest = doc.status === 'partlyReceived';
  return (
    <ReasonStepDialog
      title={t(rest ? 'wareTransfer.returnRest' : 'wareTransfer.cancel')}
      okText={t(rest ? 'wareTransfer.returnRest' : 'wareTransfer.cancel')}
      warning={t(rest ? 'wareTransfer.returnRestHint' : 'wareTransfer.cancelHint')}
      label={t(rest ? 'wareTransfer.returnReason' : 'wareTransfer.cancelReason')}
      max={200}
      save={(reason) => cancelTransfer(doc.transferId, { version: doc.version, reason })}
      done={() =>
        t(rest ? 'wareTransfer.returnedRest' : 'wareTransfer.cancelled', { code: doc.code })
      }
      onClose={onClose}
    />
  );
}

/** One transfer: its fields, lines, the movements it posted; receive and cancel when allowed. */
export function TransferDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const when = useTimeText();
  const [cancelling, setCancelling] = useState(false);
  const [receiving, setReceiving] = useState(false);
  return (
    <RecordDrawer
      record={useQuery(transferQueryOptions(id))}
      title={(d) => (d ? t('wareTransfer.detail', { code: d.code }) : t('wareTransfer.title'))}
      notFound={t('wareTransfer.notFound')}
      loadFailed={t('warehouse.common.loadFailed')}
      onClose={onClose}
      extra={(d) => (
        <Flex gap={8} wrap>
          {d.canReceive && (
            <Button type="primary" onClick={() => setReceiving(true)}>
              {t('wareTransfer.receive')}
            </Button>
          )}
          {d.canCancel && (
            <Button danger onClick={() => setCancelling(true)}>
              {t(d.status === 'partlyReceived' ? 'wareTransfer.returnRest' : 'wareTransfer.cancel')}
            </Button>
          )}
        </Flex>
      )}
    >
      {(d, wide) => (
        <>
          <RecordFacts
            wide={wide}
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
              ...(d.cancelReason !== null
                ? [
                    {
                      key: 'canceller',
                      label: t(
                        d.status === 'cancelled'
                          ? 'wareTransfer.canceller'
                          : 'wareTransfer.returner',
                      ),
                      children: d.canceller?.nickname ?? '—',
                    },
                    {
                      key: 'cancelReason',
                      label: t(
                        d.status === 'cancelled'
                          ? 'wareTransfer.cancelReason'
                          : 'wareTransfer.returnReason',
                      ),
                      children: d.cancelReason ?? '—',
                    },
                  ]
                : []),
              { key: 'remark', label: t('wareTransfer.remark'), children: d.remark ?? '—' },
            ]}
          />
          <RecordTable
            title={t('wareTransfer.lines')}
            rowKey="categoryId"
            dataSource={d.lines}
            columns={[
              {
                key: 'category',
                title: t('warehouse.common.category'),
                dataIndex: 'categoryName',
              },
              {
                key: 'quantity',
                title: t('wareTransfer.sentQuantity'),
                render: (_, l) => `${l.quantity} ${l.unit}`,
              },
              {
                key: 'received',
                title: t('wareTransfer.receivedQuantity'),
                dataIndex: 'received',
              },
              {
                key: 'returned',
                title: t('wareTransfer.returnedQuantity'),
                dataIndex: 'returned',
              },
              {
                key: 'outstanding',
                title: t('wareTransfer.outstanding'),
                render: (_, l) => outstandingOf(l),
              },
            ]}
          />
          <RecordTable
            title={t('wareTransfer.movements')}
            rowKey="movementId"
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
              {
                key: 'category',
                title: t('warehouse.common.category'),
                dataIndex: 'categoryName',
              },
              { key: 'quantity', title: t('warehouse.common.quantity'), dataIndex: 'quantity' },
              { key: 'at', title: t('wareTransfer.at'), render: (_, m) => when(m.at) },
            ]}
          />
          {cancelling && <CancelDialog doc={d} onClose={() => setCancelling(false)} />}
          {receiving && <TransferReceiveDialog doc={d} onClose={() => setReceiving(false)} />}
        </>
      )}
    </RecordDrawer>
  );
}
