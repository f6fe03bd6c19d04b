import type { ProjectDetail } from '@depot/shared';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { projectQueryOptions } from '../api';
import { Gantt } from '../gantt';
import { ProjectActions } from '../components/project-actions';
import { DeductionsCard } from '../components/deductions-card';
import { DrawingsCard } from '../components/drawings-card';
import { StagesTable } from '../components/stages-table';
import { ProjectStatusTag } from '../components/status-tags';
import { VisasCard } from '../components/visas-card';
import { QualityCard } from '../components/quality-card';
import { RequestsCard } from '../components/requests-card';
import { MaterialDiscardsPending } from '../components/material-discards-pending';
import { ProjectLoadState } from '../components/project-load-state';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { useMoney } from '../../../lib/money';

/** The project's facts: store, type, template, people, planned and actual days, note. */
function Facts({ p }: { p: ProjectDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Flex vertical gap={12}>
      <Descriptions column={{ xs: 1, md: 3 }} size="small">
        <Descriptions.Item label={t('project.store')}>{p.storeName}</Descriptions.Item>
        <Descriptions.Item label={t('project.type')}>
          {t(`project.types.${p.projectType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.template')}>{p.templateName}</Descriptions.Item>
        <Descriptions.Item label={t('project.manager')}>{p.managerName}</Descriptions.Item>
        <Descriptions.Item label={t('project.supervisor')}>{p.supervisorName}</Descriptions.Item>
        <Descriptions.Item label={t('project.plannedPeriod')}>
          {t('project.period', { from: p.plannedStart, to: p.plannedEnd })}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.actualStart')}>{p.actualStart}</Descriptions.Item>
        <Descriptions.Item label={t('project.actualEnd')}>{p.actualEnd}</Descriptions.Item>
        <Descriptions.Item label={t('project.note')}>{p.note}</Descriptions.Item>
      </Descriptions>
      <Descriptions
        title={t('project.detail.money')}
        column={{ xs: 1, md: 3 }}
        size="small"
        bordered
      >
        <Descriptions.Item label={t('project.budget')}>{money(p.budget)}</Descriptions.Item>
        <Descriptions.Item label={t('project.contractAmount')}>
          {money(p.contractAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.detail.approvedVisas')}>
          {t('project.detail.visaFigures', {
            n: p.visas.approvedCount,
            amount: money(p.visas.approvedTotal),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.detail.pendingVisas')}>
          {t('project.detail.visaFigures', {
            n: p.visas.pendingCount,
            amount: money(p.visas.pendingTotal),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.statement.deductionTotal')}>
          {money(p.deductionTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.detail.statementTotal')}>
          {money(p.statementTotal)}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/**
 * /item/detail?id=: a project's facts and money (budget, contract, the statement's total), its
 * stages with start, finish and gate signature, a Gantt of planned against actual days, its
 * inspections and samplings (figures and links), cost visas and deductions, and completing it;
 * its material discards in approval, which hold completing and discarding back.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedRecord(projectQueryOptions);
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.detail.notFound')}
        loadFailed={t('project.detail.loadFailed')}
      />
    );
  const p = query.data;
  return (
    <Flex vertical gap={16}>
      {/* Above the card rather than in its head, whose title is cut to one line on a phone. */}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <PageTitle>{`${p.code} ${p.name}`}</PageTitle>
          <ProjectStatusTag status={p.status} />
        </Flex>
        <ProjectActions project={p} />
      </Flex>
      <MaterialDiscardsPending project={p} />
      <Card>
        <Facts p={p} />
      </Card>
      <Card title={t('project.detail.stages')}>
        <StagesTable project={p} />
      </Card>
      <Card title={t('project.detail.gantt')}>
        <Gantt bars={p.stages.map((s) => ({ key: s.id, ...s }))} />
      </Card>
      <DrawingsCard projectId={p.id} />
      <QualityCard projectId={p.id} />
      <VisasCard projectId={p.id} canAdd={p.canVisa} />
      <DeductionsCard projectId={p.id} editable={p.canDeduct} />
      <RequestsCard projectId={p.id} />
    </Flex>
  );
}
