import type { ProjectStatement } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Table, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { projectQueryOptions, statementQueryOptions } from '../api';
import { DeductionsCard } from '../components/deductions-card';
import { DesignChangesTable } from '../components/design-changes-table';
import { StatementAcceptance } from '../components/statement-acceptance';
import { VisaStatusTag } from '../components/status-tags';
import { completionHref, projectHref, visaHref } from '../paths';
import '../components/statement-print.css';
import { NoRecords } from '../components/no-records';
import { ProjectLoadState } from '../components/project-load-state';
import { useMoney } from '../../../lib/money';

type Visa = ProjectStatement['visas'][number];

/**
 * Marks the body while the statement is shown, which the print stylesheet reads: a hidden
 * keep-alive tab runs its effects' clean-ups, so it never prints over another page.
 */
function usePrintMark() {
  useLayoutEffect(() => {
    document.body.classList.add('project-statement-shown');
    return () => document.body.classList.remove('project-statement-shown');
  }, []);
}

/** Visas as a table: code (their page), title, amount, status. */
function VisaTable({ label, visas }: { label: string; visas: Visa[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card title={label} size="small">
      <Table<Visa>
        rowKey="id"
        size="small"
        pagination={false}
        aria-label={label}
        dataSource={visas}
        locale={{
          emptyText: <NoRecords />,
        }}
        columns={[
          {
            key: 'code',
            title: t('project.visa.code'),
            render: (_, v) => <Link to={visaHref(v.id)}>{v.code}</Link>,
          },
          { key: 'title', title: t('project.visa.subject'), dataIndex: 'title' },
          {
            key: 'amount',
            title: t('project.visa.amount'),
            render: (_, v) => money(v.amount),
          },
          {
            key: 'status',
            title: t('project.visa.status'),
            render: (_, v) => <VisaStatusTag status={v.status} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * /item/item-completion-statement?projectId=: the completion statement, printable: the
 * contract, the approved cost visas (counted) and the others (listed, not counted), the
 * deductions (added and removed here while the project is open), the total with its
 * upper-case amount, the completion acceptance (who accepted, when, the checklist's result, the
 * drawn signature: components/statement-acceptance), and lines to sign; completing the project opens the completion page,
 * where the acceptance checklist is filled in.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [search] = useSearchParams();
  const projectId = Number(search.get('projectId')) || 0;
  const navigate = useNavigate();
  usePrintMark();
  const query = useQuery({ ...statementQueryOptions(projectId), enabled: projectId > 0 });
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: projectId > 0 });
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={projectId > 0}
        notFound={t('project.statement.notFound')}
        loadFailed={t('project.statement.loadFailed')}
      />
    );
  const s = query.data;
  const p = s.project;
  return (
    <Flex vertical gap={16} className="project-statement">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <PageTitle>{t('project.statement.title')}</PageTitle>
        <Flex gap={8} wrap className="no-print">
          {project.data?.canComplete && (
            <Button onClick={() => void navigate(completionHref(projectId))}>
              {t('project.detail.complete')}
            </Button>
          )}
          <Button type="primary" onClick={() => window.print()}>
            {t('project.statement.print')}
          </Button>
        </Flex>
      </Flex>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label={t('project.code')}>
          <Link to={projectHref(p.id)}>{p.code}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('project.name')}>{p.name}</Descriptions.Item>
        <Descriptions.Item label={t('project.store')}>{p.storeName}</Descriptions.Item>
        <Descriptions.Item label={t('project.status')}>
          {t(`project.statuses.${p.status}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.statement.contract')}>
          {money(s.contractAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.statement.visaTotal')}>
          {money(s.visaTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.drawing.change.statementTotal')}>
          {money(s.designChangeTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.statement.deductionTotal')}>
          {money(s.deductionTotal)}
        </Descriptions.Item>
      </Descriptions>
      <VisaTable label={t('project.statement.visas')} visas={s.visas.filter((v) => v.counted)} />
      <VisaTable
        label={t('project.statement.notCounted')}
        visas={s.visas.filter((v) => !v.counted)}
      />
      {s.designChanges.length > 0 && (
        <Card title={t('project.drawing.change.statementList')} size="small">
          <DesignChangesTable changes={s.designChanges} loading={false} />
        </Card>
      )}
      <DeductionsCard projectId={p.id} editable={project.data?.canDeduct === true} />
      <Typography.Paragraph strong style={{ fontSize: 16, margin: 0 }} aria-live="polite">
        {t('project.statement.totalLine', { total: money(s.total), upper: s.totalUpper })}
      </Typography.Paragraph>
      <StatementAcceptance projectId={p.id} />
      <section aria-label={t('project.statement.signatures')}>
        <div className="project-statement__signatures">
          {(['signContractor', 'signSupervisor', 'signOwner'] as const).map((who) => (
            <div key={who}>
              <Typography.Text>{t(`project.statement.${who}`)}</Typography.Text>
              <div className="project-statement__line" />
              <Typography.Text type="secondary">{t('project.statement.signDate')}</Typography.Text>
              <div className="project-statement__line" />
            </div>
          ))}
        </div>
      </section>
    </Flex>
  );
}
