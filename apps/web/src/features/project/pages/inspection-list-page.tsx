import {
  INSPECTION_ISSUE_STATUSES,
  INSPECTION_SEVERITIES,
  type Inspection,
  type InspectionIssueStatus,
  type InspectionSeverity,
  type ProjectDetail,
  type QualityRecordStatus,
} from '@depot/shared';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, useDataTable, type DataTableParams } from '../../../components/data-table';
import { useWide } from '../../../lib/use-wide';
import { exportInspections, inspectionPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { InspectionDrawer } from '../components/inspection-drawer';
import { QualityListPage } from '../components/quality-list-page';
import { QualityRecordCard, QualityRecordTable } from '../components/quality-record-table';
import { IssueStatusTag, SeverityTag } from '../components/quality-tags';
import { inspectionsHref, newInspectionHref } from '../paths';
import { useProjectPermissions } from '../permissions';

interface Filters {
  issueStatus?: InspectionIssueStatus;
  severity?: InspectionSeverity;
  overdue?: boolean;
  status?: QualityRecordStatus;
}

/** A record's issues, one line each: severity, status (overdue flagged), whose, by when. */
function IssueLines({ record }: { record: Inspection }) {
  const { t } = useTranslation();
  if (!record.issues.length)
    return <Typography.Text type="secondary">{t('project.quality.noIssues')}</Typography.Text>;
  return (
    <Flex vertical gap={4} align="flex-start">
      {record.issues.map((i) => (
        <Flex key={i.id} gap={4} wrap align="center">
          <Typography.Text>
            {i.seq}. {i.description}
          </Typography.Text>
          <SeverityTag severity={i.severity} />
          <IssueStatusTag status={i.status} overdue={i.overdue && record.status === 'valid'} />
          <Typography.Text type="secondary">
            {t('project.quality.issueLine', { who: i.responsible.nickname, day: i.deadline })}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function Records({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const wide = useWide();
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) =>
      inspectionPageQueryOptions({ ...params, projectId: project.id }),
    rowKey: 'id',
    sortable: ['inspectedOn', 'createdAt'],
  });
  const open = (r: Inspection) => (
    <Link to={inspectionsHref(project.id, r.id)}>{t('project.quality.open')}</Link>
  );
  const state = (r: Inspection) =>
    r.status === 'voided' ? (
      <Tag>{t('project.quality.recordStatuses.voided')}</Tag>
    ) : r.overdueCount > 0 ? (
      <Tag color="red">{t('project.quality.overdue')}</Tag>
    ) : null;
  const counts = (r: Inspection) =>
    t('project.quality.issueCount', { open: r.openCount, overdue: r.overdueCount });
  const columns: ColumnsType<Inspection> = wide
    ? [
        { key: 'inspectedOn', title: t('project.quality.inspectedOn'), dataIndex: 'inspectedOn' },
        { key: 'stage', title: t('project.quality.stage'), dataIndex: 'stageName' },
        {
          key: 'inspector',
          title: t('project.quality.inspector'),
          render: (_, r) => r.inspector.nickname,
        },
        { key: 'summary', title: t('project.quality.summary'), dataIndex: 'summary' },
        {
          key: 'issues',
          title: t('project.quality.issues'),
          render: (_, r) => <IssueLines record={r} />,
        },
        {
          key: 'state',
          title: t('project.quality.recordStatus'),
          render: (_, r) => (
            <Flex vertical gap={2} align="flex-start">
              {state(r)}
              <Typography.Text type="secondary">{counts(r)}</Typography.Text>
            </Flex>
          ),
        },
        { key: 'open', title: t('project.quality.open'), render: (_, r) => open(r) },
      ]
    : [
        {
          key: 'record',
          title: t('project.quality.inspections'),
          render: (_, r) => (
            <QualityRecordCard
              open={open(r)}
              day={r.inspectedOn}
              state={state(r)}
              gist={r.summary}
              record={r}
            >
              <Typography.Text type="secondary">{counts(r)}</Typography.Text>
              <IssueLines record={r} />
            </QualityRecordCard>
          ),
        },
      ];
  return (
    <QualityRecordTable
      table={table}
      label={t('project.quality.inspections')}
      columns={columns}
      toolbar={
        can.export && (
          <ExportButton
            fallbackName="inspection-issues.xlsx"
            run={() => {
              const { issueStatus, severity, overdue, status, sort } = table.params;
              return exportInspections({
                projectId: project.id,
                issueStatus,
                severity,
                overdue,
                status,
                sort,
              });
            }}
          />
        )
      }
      filters={
        <>
          <ChoiceFilter
            name="issueStatus"
            label={t('project.quality.issueStatus')}
            values={INSPECTION_ISSUE_STATUSES}
            text={(s) => t(`project.quality.issueStatuses.${s}`)}
            minWidth={140}
          />
          <ChoiceFilter
            name="severity"
            label={t('project.quality.severity')}
            values={INSPECTION_SEVERITIES}
            text={(s) => t(`project.quality.severities.${s}`)}
            minWidth={100}
          />
          <ChoiceFilter
            name="overdue"
            label={t('project.quality.overdue')}
            values={[true] as const}
            text={() => t('project.quality.overdueOnly')}
            minWidth={110}
          />
        </>
      }
    />
  );
}

/**
 * /item/item-inspection-record?projectId=: a project's site inspection records, newest first,
 * each with its issues (overdue ones flagged), filtered by issue status, severity, overdue and
 * record status, their issues exported as .xlsx; `&id=` opens one in a drawer with its rectify,
 * verify, reopen and void steps.
 */
export function InspectionListPage() {
  const { t } = useTranslation();
  return (
    <QualityListPage
      title={(project) => t('project.quality.inspectionsOf', { project })}
      addLabel={t('project.quality.addInspection')}
      addHref={newInspectionHref}
      list={(p) => <Records project={p} />}
      drawer={(id, close) => <InspectionDrawer id={id} onClose={close} />}
    />
  );
}
