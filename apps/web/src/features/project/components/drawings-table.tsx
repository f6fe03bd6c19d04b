import type { Drawing, DrawingList, DrawingVersion } from '@depot/shared';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { approveDrawing, projectKeys } from '../api';
import { DrawingPreview } from './drawing-preview';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';

/**
 * A project's drawings: each with its kind, stage, latest version and (a design drawing) its
 * approved version; its row opens every version, newest first, each previewable; a new version
 * is uploaded from the row (`onNewVersion`), an approver marks a design version approved.
 */
export function DrawingsTable({
  list,
  loading,
  onNewVersion,
}: {
  list: DrawingList | undefined;
  loading: boolean;
  onNewVersion: (drawing: Drawing) => void;
}) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ title: string; version: DrawingVersion }>();
  const approve = useSaving({
    save: ({ drawing, version }: { drawing: Drawing; version: DrawingVersion }) =>
      approveDrawing({ drawingId: drawing.id, versionId: version.id }).then(() => ({
        drawing,
        version,
      })),
    refresh: projectKeys.all,
    done: ({ drawing, version }) =>
      t('project.drawing.approvedDone', { title: drawing.title, n: version.version }),
  });
  const preview = (drawing: Drawing, version: DrawingVersion) => (
    <Button
      size="small"
      type="link"
      aria-label={`${t('project.drawing.preview')} ${t('project.drawing.previewOf', { title: drawing.title, n: version.version })}`}
      onClick={() => setShown({ title: drawing.title, version })}
    >
      {t('project.drawing.preview')}
    </Button>
  );
  const columns: ColumnsType<Drawing> = [
    {
      key: 'title',
      title: t('project.drawing.drawingTitle'),
      render: (_, d) => (
        <Flex vertical>
          <Typography.Text strong>{d.title}</Typography.Text>
          {d.sheetNo && <Typography.Text type="secondary">{d.sheetNo}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('project.drawing.kind'),
      render: (_, d) => <Tag>{t(`project.drawing.kinds.${d.kind}`)}</Tag>,
    },
    {
      key: 'stage',
      title: t('project.drawing.stage'),
      responsive: ['md'],
      render: (_, d) => d.stageName ?? '—',
    },
    {
      key: 'latest',
      title: t('project.drawing.latest'),
      render: (_, d) => {
        const v = d.versions[0];
        return v ? (
          <Flex vertical>
            <span>
              {t('project.drawing.versionNo', { n: v.version })} · {v.fileName}
            </span>
            <Typography.Text type="secondary">
              {v.uploadedBy.nickname} {at(v.createdAt)}
            </Typography.Text>
          </Flex>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'approved',
      title: t('project.drawing.approved'),
      render: (_, d) => {
        if (d.kind !== 'design') return '—';
        const v = d.versions.find((x) => x.id === d.approvedVersionId);
        return v && d.approvedBy && d.approvedAt ? (
          <Flex vertical>
            <Tag color="success">{t('project.drawing.versionNo', { n: v.version })}</Tag>
            <Typography.Text type="secondary">
              {t('project.drawing.approvedBy', {
                name: d.approvedBy.nickname,
                at: at(d.approvedAt),
              })}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('project.drawing.notApproved')}</Typography.Text>
        );
      },
    },
    {
      key: 'actions',
      title: '',
      render: (_, d) => (
        <Flex gap={4} wrap>
          {d.versions[0] && preview(d, d.versions[0])}
          {list?.canUpload && (
            <Button size="small" type="link" onClick={() => onNewVersion(d)}>
              {t('project.drawing.addVersion')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  const versionColumns = (d: Drawing): ColumnsType<DrawingVersion> => [
    {
      key: 'version',
      title: t('project.drawing.versions'),
      render: (_, v) => (
        <Flex gap={4} align="center">
          {t('project.drawing.versionNo', { n: v.version })}
          {v.id === d.approvedVersionId && (
            <Tag color="success">{t('project.drawing.approved')}</Tag>
          )}
        </Flex>
      ),
    },
    { key: 'file', title: t('project.drawing.file'), dataIndex: 'fileName' },
    {
      key: 'note',
      title: t('project.drawing.note'),
      responsive: ['md'],
      render: (_, v) => v.note ?? '—',
    },
    {
      key: 'by',
      title: t('project.drawing.uploadedBy'),
      render: (_, v) => `${v.uploadedBy.nickname} ${at(v.createdAt)}`,
    },
    {
      key: 'actions',
      title: '',
      render: (_, v) => (
        <Flex gap={4} wrap>
          {preview(d, v)}
          {d.kind === 'design' && list?.canApproveDesign && v.id !== d.approvedVersionId && (
            <Popconfirm
              title={t('project.drawing.approveConfirm', { title: d.title, n: v.version })}
              onConfirm={() => approve.mutate({ drawing: d, version: v })}
            >
              <Button size="small" type="link" loading={approve.isPending}>
                {t('project.drawing.approve')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <ShortTable<Drawing>
        rowKey="id"
        loading={loading}
        dataSource={list?.drawings ?? []}
        columns={columns}
        locale={{ emptyText: t('project.drawing.none') }}
        expandable={{
          expandedRowRender: (d) => (
            <Table<DrawingVersion>
              rowKey="id"
              size="small"
              title={() => t('project.drawing.versionsOf', { title: d.title })}
              dataSource={d.versions}
              columns={versionColumns(d)}
              pagination={false}
            />
          ),
        }}
      />
      <DrawingPreview
        title={shown?.title ?? ''}
        version={shown?.version}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}
