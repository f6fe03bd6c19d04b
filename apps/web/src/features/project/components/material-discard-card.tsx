import type { MaterialDiscard, MaterialHolding } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Form, InputNumber, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { materialDiscardsQueryOptions, projectKeys, requestMaterialDiscard } from '../api';
import { materialDiscardHref, skuOrderHref } from '../paths';
import { NoRecords } from './no-records';
import { DiscardRequestFields } from './request-form-parts';
import { RequestStatusTag } from './status-tags';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';

interface Values {
  reason: string;
  quantities?: Record<string, number | null>;
}

const skuOf = (h: Pick<MaterialHolding, 'skuCode' | 'skuName'>) => `${h.skuCode} ${h.skuName}`;

/**
 * `/item/item-discard?projectId=`'s second card: what the project holds of its materials by SKU
 * order line (SKU, SKU order, held, in approval) with a quantity to discard on each line that
 * has some left (at most that), a reason and evidence files, submitted for approval as one
 * material discard; then the project's material discards with their state.
 */
export function MaterialDiscardCard({ projectId }: { projectId: number }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const wide = useWide();
  const page = useQuery(materialDiscardsQueryOptions(projectId));
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [noLines, setNoLines] = useState(false);
  const save = useSaving({
    save: (values: Values) =>
      requestMaterialDiscard({
        projectId,
        reason: values.reason.trim(),
        fileIds: files.map((f) => String(f.id)),
        lines: linesOf(values),
      }),
    refresh: projectKeys.all,
    done: (d) => t('project.material.submitted', { code: d.code }),
    then: () => {
      form.resetFields();
      setFiles([]);
    },
  });
  const canDiscard = page.data?.canDiscard ?? false;
  const holdingColumns: ColumnsType<MaterialHolding> = [
    { key: 'sku', title: t('project.material.sku'), render: (_, h) => skuOf(h) },
    {
      key: 'skuOrder',
      title: t('project.material.skuOrder'),
      render: (_, h) => <Link to={skuOrderHref(h.skuOrderId)}>{h.skuOrderCode}</Link>,
    },
    {
      key: 'held',
      title: t('project.material.held'),
      align: 'right',
      render: (_, h) => `${h.held} ${h.unit}`,
    },
    { key: 'pending', title: t('project.material.pending'), align: 'right', dataIndex: 'pending' },
  ];
  if (canDiscard)
    holdingColumns.push({
      key: 'quantity',
      title: t('project.material.quantity'),
      render: (_, h) =>
        h.available > 0 ? (
          <Form.Item name={['quantities', String(h.skuOrderLineId)]} noStyle>
            <InputNumber
              min={0}
              max={h.available}
              precision={0}
              placeholder={t('project.material.atMost', { count: h.available })}
              aria-label={t('project.material.quantityOf', { sku: skuOf(h) })}
            />
          </Form.Item>
        ) : (
          '—'
        ),
    });
  const discardColumns: ColumnsType<MaterialDiscard> = [
    {
      key: 'code',
      title: t('project.material.code'),
      render: (_, d) => <Link to={materialDiscardHref(d.id)}>{d.code}</Link>,
    },
    {
      key: 'lines',
      title: t('project.material.lines'),
      render: (_, d) => <MaterialLines discard={d} />,
    },
    {
      key: 'status',
      title: t('project.material.status'),
      render: (_, d) => <RequestStatusTag status={d.status} />,
    },
    {
      key: 'applicant',
      title: t('project.material.applicant'),
      render: (_, d) => d.applicant.nickname,
    },
    { key: 'createdAt', title: t('project.material.createdAt'), render: (_, d) => at(d.createdAt) },
  ];
  const submit = (values: Values) => {
    const empty = linesOf(values).length === 0;
    setNoLines(empty);
    if (!empty) save.mutate(values);
  };
  return (
    <Card title={t('project.material.card')}>
      <Form form={form} name="material-discard" layout="vertical" onFinish={submit}>
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('project.material.hint')}</Typography.Text>
          <ShortTable<MaterialHolding>
            rowKey="skuOrderLineId"
            aria-label={t('project.material.holdings')}
            dataSource={page.data?.holdings ?? []}
            loading={page.isPending}
            columns={holdingColumns}
            scroll={wideScroll(wide)}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  {t('project.material.noHoldings')}
                </Typography.Text>
              ),
            }}
          />
          {page.data && !canDiscard && (
            <Alert type="info" showIcon title={t('project.material.cannot')} />
          )}
          {canDiscard && (
            <div>
              {noLines && (
                <Typography.Paragraph type="danger">
                  {t('project.material.giveQuantity')}
                </Typography.Paragraph>
              )}
              <DiscardRequestFields
                words="project.material"
                files={files}
                onFilesChange={setFiles}
                pending={save.isPending}
              />
            </div>
          )}
          <ShortTable<MaterialDiscard>
            rowKey="id"
            aria-label={t('project.material.discards')}
            title={() => t('project.material.discards')}
            dataSource={page.data?.discards ?? []}
            loading={page.isPending}
            columns={discardColumns}
            scroll={wideScroll(wide)}
            locale={{ emptyText: <NoRecords /> }}
          />
        </Flex>
      </Form>
    </Card>
  );
}

/** The lines with a quantity over zero, as the server takes them. */
function linesOf(values: Values) {
  return Object.entries(values.quantities ?? {})
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .map(([id, quantity]) => ({ skuOrderLineId: Number(id), quantity }));
}

/** A material discard's lines, one a row: SKU × quantity. */
export function MaterialLines({ discard }: { discard: MaterialDiscard }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      {discard.lines.map((l) => (
        <Typography.Text key={l.skuOrderLineId}>
          {t('project.material.line', { sku: skuOf(l), quantity: `${l.quantity} ${l.unit}` })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
