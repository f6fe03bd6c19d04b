import type { DispatchDetail, SkuOrderLine } from '@depot/shared';
import { Button, Card, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaving } from '../../../lib/use-saving';
import {
  cancelDispatch,
  dispatchQueryOptions,
  finishDispatch,
  materialKeys,
  sendDispatch,
} from '../api';
import { CancelAction } from '../components/cancel-action';
import { DispatchStatusTag, SkuOrderStatusTag } from '../components/material-tags';
import { ProjectLoadState } from '../components/project-load-state';
import { RecordHeader } from '../../../components/record-header';
import { FactsCard, projectItem, TimelineCard } from '../components/document-parts';
import { DISPATCH_CENTRE, skuOrderHref } from '../paths';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { ShortTable } from '../../../components/short-table';

/**
 * /project/purchase/dispatch-detail?id=: a dispatch: its project and stage, the crew or
 * supplier, the planned days, the materials (its SKU order's lines, issued or not), the
 * timeline; dispatch, finish (an optional note) and cancel (a reason) as the server allows.
 */
export function DispatchPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedRecord(dispatchQueryOptions);
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('projectDispatch.dispatch.notFound')}
        loadFailed={t('projectDispatch.dispatch.loadFailed')}
        list={{ to: DISPATCH_CENTRE, label: t('projectDispatch.dispatch.backToList') }}
      />
    );
  return <DispatchView dispatch={query.data} />;
}

function DispatchView({ dispatch: d }: { dispatch: DispatchDetail }) {
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.dispatch' });
  const { t: s } = useTranslation('translation', { keyPrefix: 'projectDispatch.skuOrder' });
  const [step, setStep] = useState<'send' | 'finish' | null>(null);
  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={w('detailTitle', { code: d.code })}
        tag={<DispatchStatusTag status={d.status} />}
        actions={
          <>
            <Link to={DISPATCH_CENTRE}>{w('backToList')}</Link>
            {d.canDispatch && (
              <Button type="primary" onClick={() => setStep('send')}>
                {w('send')}
              </Button>
            )}
            {d.canFinish && (
              <Button type="primary" onClick={() => setStep('finish')}>
                {w('finish')}
              </Button>
            )}
            {d.canCancel && (
              <CancelAction
                words="projectDispatch.dispatch"
                code={d.code}
                save={(reason) => cancelDispatch({ id: d.id, version: d.version, reason })}
              />
            )}
          </>
        }
      />
      <FactsCard
        items={[
          projectItem(w('project'), d),
          { key: 'stage', label: w('stage'), children: d.stageName },
          { key: 'kind', label: w('kind'), children: w(`kinds.${d.kind}`) },
          {
            key: 'who',
            label: d.kind === 'crew' ? w('crew') : w('supplier'),
            children: d.kind === 'crew' ? d.crew : d.supplierName,
          },
          { key: 'contact', label: w('contact'), children: d.contact ?? '—' },
          { key: 'phone', label: w('phone'), children: d.phone ?? '—' },
          {
            key: 'planned',
            label: w('planned'),
            children: w('plannedRange', { from: d.plannedStart, to: d.plannedEnd }),
          },
          {
            key: 'skuOrder',
            label: w('skuOrder'),
            children:
              d.skuOrderId !== null && d.skuOrderStatus ? (
                <Flex gap={8} align="center" wrap>
                  <Link to={skuOrderHref(d.skuOrderId)}>{d.skuOrderCode}</Link>
                  <SkuOrderStatusTag status={d.skuOrderStatus} projectStatus={d.projectStatus} />
                </Flex>
              ) : (
                w('noSkuOrder')
              ),
          },
          { key: 'createdBy', label: w('createdBy'), children: d.createdBy.nickname },
          { key: 'note', label: w('note'), children: d.note ?? '—' },
          ...(d.cancelReason
            ? [{ key: 'cancelReason', label: w('cancelReason'), children: d.cancelReason }]
            : []),
        ]}
      />
      <Card title={w('materials')} size="small">
        {d.materials.length ? (
          <ShortTable<SkuOrderLine>
            rowKey="id"
            aria-label={w('materials')}
            dataSource={d.materials}
            columns={[
              {
                key: 'sku',
                title: s('sku'),
                render: (_, l) => `${l.skuCode} ${l.skuName}`,
              },
              {
                key: 'quantity',
                title: s('quantity'),
                render: (_, l) => `${l.quantity} ${l.unit}`,
              },
              {
                key: 'issued',
                title: s('issued'),
                render: (_, l) => (l.movementId === null ? '—' : `#${l.movementId}`),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{w('noMaterials')}</Typography.Text>
        )}
      </Card>
      <TimelineCard title={w('timeline')} events={d.events} action={(a) => w(`events.${a}`)} />
      {(step === 'send' || step === 'finish') && (
        <StepDialog dispatch={d} step={step} onClose={() => setStep(null)} />
      )}
    </Flex>
  );
}

/** Dispatch or finish, with an optional note, at the version read. */
function StepDialog({
  dispatch: d,
  step,
  onClose,
}: {
  dispatch: DispatchDetail;
  step: 'send' | 'finish';
  onClose: () => void;
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.dispatch' });
  const [note, setNote] = useState('');
  const save = useSaving({
    save: () => {
      const body = { id: d.id, version: d.version, note: note.trim() || null };
      return step === 'send' ? sendDispatch(body) : finishDispatch(body);
    },
    refresh: materialKeys.all,
    done: (done) => w(step === 'send' ? 'sent' : 'finished', { code: done.code }),
    then: onClose,
  });
  const label = w(step === 'send' ? 'sendNote' : 'finishNote');
  return (
    <Modal
      open
      title={w(step === 'send' ? 'sendTitle' : 'finishTitle', { code: d.code })}
      okText={w(step === 'send' ? 'send' : 'finish')}
      confirmLoading={save.isPending}
      onOk={() => save.mutate(undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph>{label}</Typography.Paragraph>
      <Input.TextArea
        aria-label={label}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
