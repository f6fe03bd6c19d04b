import type { ContractorDoc, ProjectContractor } from '@depot/shared';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { useFormatDateTime } from '../../../lib/date-time';
import { projectKeys, removeContractor } from '../api';
import { ContractorDocDialog } from './contractor-dialogs';
import { NoRecords } from './no-records';
import { ShortTable } from '../../../components/short-table';

/** A document's state: lapsed in red, lapsing in orange with the days left, replaced in grey. */
export function DocStateTag({ doc }: { doc: ContractorDoc }) {
  const { t } = useTranslation();
  if (doc.replacedById !== null) return <Tag>{t('project.contractors.replacedTag')}</Tag>;
  if (doc.state === 'expired')
    return (
      <Tag color="red">
        {t('project.contractors.states.expired')} ·{' '}
        {t('project.contractors.daysAgo', { days: -doc.daysLeft })}
      </Tag>
    );
  if (doc.state === 'expiring')
    return (
      <Tag color="orange">
        {t('project.contractors.states.expiring')} ·{' '}
        {t('project.contractors.daysLeft', { days: doc.daysLeft })}
      </Tag>
    );
  return <Tag color="green">{t('project.contractors.states.valid')}</Tag>;
}

/**
 * One contractor of a project: its role, who added it (or removed it, why), its documents with
 * their state and files, and, while it works on an open project the caller may edit, a new
 * document, a renewal of a current one and its removal (with a reason, kept as a record).
 */
export function ContractorCard({
  contractor: c,
  editable,
}: {
  contractor: ProjectContractor;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [dialog, setDialog] = useState<'doc' | 'remove' | ContractorDoc | null>(null);
  const current = editable && c.removedAt === null;
  const close = () => setDialog(null);
  const columns: ColumnsType<ContractorDoc> = [
    {
      key: 'kind',
      title: t('project.contractors.kind'),
      render: (_, d) => t(`project.contractors.kinds.${d.kind}`),
    },
    { key: 'number', title: t('project.contractors.number'), dataIndex: 'number' },
    { key: 'validUntil', title: t('project.contractors.validUntil'), dataIndex: 'validUntil' },
    {
      key: 'state',
      title: t('project.contractors.state'),
      render: (_, d) => <DocStateTag doc={d} />,
    },
    {
      key: 'file',
      title: t('project.contractors.file'),
      render: (_, d) => (d.file ? <StoredFileLinks files={[d.file]} /> : null),
    },
    ...(current
      ? [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, d: ContractorDoc) =>
              d.replacedById === null && (
                <Button size="small" onClick={() => setDialog(d)}>
                  {t('project.contractors.replace')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  const roleName = t(`project.contractors.roles.${c.role}`);
  return (
    <Card
      size="small"
      // Named for its enterprise and role, so a screen reader (and a walk) tells the cards apart.
      role="group"
      aria-label={`${c.enterpriseName} ${roleName}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{c.enterpriseName}</span>
          <Tag color={c.removedAt ? undefined : 'blue'}>{roleName}</Tag>
        </Flex>
      }
      extra={
        current && (
          <Flex gap={8} wrap>
            <Button size="small" type="primary" onClick={() => setDialog('doc')}>
              {t('project.contractors.addDocument')}
            </Button>
            <Button size="small" danger onClick={() => setDialog('remove')}>
              {t('project.contractors.remove')}
            </Button>
          </Flex>
        )
      }
    >
      <Flex vertical gap={8}>
        {c.note && <Typography.Text>{c.note}</Typography.Text>}
        <Typography.Text type="secondary">
          {t('project.contractors.addedBy', {
            name: c.addedBy.nickname,
            time: formatDateTime(c.addedAt),
          })}
        </Typography.Text>
        {c.removedAt && (
          <Typography.Text type="secondary">
            {t('project.contractors.removedLine', {
              name: c.removedBy?.nickname ?? '',
              time: formatDateTime(c.removedAt),
              reason: c.removeReason ?? '',
            })}
          </Typography.Text>
        )}
        <ShortTable<ContractorDoc>
          rowKey="id"
          aria-label={t('project.contractors.documents')}
          dataSource={c.documents}
          columns={columns}
          locale={{ emptyText: <NoRecords /> }}
        />
      </Flex>
      {dialog === 'doc' && (
        <ContractorDocDialog projectId={c.projectId} contractorId={c.id} onClose={close} />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ContractorDocDialog
          projectId={c.projectId}
          contractorId={c.id}
          replacing={dialog}
          onClose={close}
        />
      )}
      {dialog === 'remove' && (
        <ReasonDialog
          title={t('project.contractors.removeTitle', { name: c.enterpriseName })}
          label={t('project.contractors.removeReason')}
          required={t('project.contractors.giveReason')}
          danger
          save={(reason) => removeContractor({ id: c.id, reason })}
          refresh={projectKeys.contractors(c.projectId)}
          done={() => t('project.contractors.removed')}
          onClose={close}
        />
      )}
    </Card>
  );
}
