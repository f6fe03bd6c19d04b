import type { ProjectDetail, QualityRecordStatus, Sampling } from '@depot/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, useDataTable, type DataTableParams } from '../../../components/data-table';
import { useWide } from '../../../lib/use-wide';
import { ExportButton } from '../../../components/export-button';
import { exportSamplings, samplingPageQueryOptions } from '../api';
import { QualityListPage } from '../components/quality-list-page';
import { QualityRecordCard, QualityRecordTable } from '../components/quality-record-table';
import { VerdictTag } from '../components/quality-tags';
import { SamplingDrawer } from '../components/sampling-drawer';
import { newSamplingHref, samplingsHref } from '../paths';
import { useProjectPermissions } from '../permissions';

interface Filters {
  passed?: boolean;
  status?: QualityRecordStatus;
}

function Samplings({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const wide = useWide();
  const can = useProjectPermissions();
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) =>
      samplingPageQueryOptions({ ...params, projectId: project.id }),
    rowKey: 'id',
    sortable: ['sampledOn', 'createdAt'],
  });
  const open = (s: Sampling) => (
    <Link to={samplingsHref(project.id, s.id)}>{t('project.quality.open')}</Link>
  );
  const score = (s: Sampling) =>
    t('project.quality.totalLine', { total: s.totalScore, max: s.maxScore, percent: s.percent });
  const verdict = (s: Sampling) =>
    s.status === 'voided' ? (
      <Tag>{t('project.quality.recordStatuses.voided')}</Tag>
    ) : (
      <VerdictTag passed={s.passed} />
    );
  const columns: ColumnsType<Sampling> = wide
    ? [
        { key: 'sampledOn', title: t('project.quality.sampledOn'), dataIndex: 'sampledOn' },
        { key: 'stage', title: t('project.quality.stage'), dataIndex: 'stageName' },
        {
          key: 'inspector',
          title: t('project.quality.sampler'),
          render: (_, s) => s.inspector.nickname,
        },
        { key: 'total', title: t('project.quality.total'), render: (_, s) => score(s) },
        { key: 'passMark', title: t('project.quality.passMark'), dataIndex: 'passMark' },
        { key: 'result', title: t('project.quality.result'), render: (_, s) => verdict(s) },
        { key: 'open', title: t('project.quality.open'), render: (_, s) => open(s) },
      ]
    : [
        {
          key: 'sampling',
          title: t('project.quality.samplings'),
          render: (_, s) => (
            <QualityRecordCard
              open={open(s)}
              day={s.sampledOn}
              state={verdict(s)}
              gist={score(s)}
              record={s}
            />
          ),
        },
      ];
  return (
    <QualityRecordTable
      table={table}
      label={t('project.quality.samplings')}
      columns={columns}
      toolbar={
        can.export && (
          <ExportButton
            fallbackName="quality-samplings.xlsx"
            run={() => {
              const { passed, status, sort } = table.params;
              return exportSamplings({ projectId: project.id, passed, status, sort });
            }}
          />
        )
      }
      filters={
        <ChoiceFilter
          name="passed"
          label={t('project.quality.passedFilter')}
          values={[true, false] as const}
          text={(p) => t(p ? 'project.quality.passed' : 'project.quality.failed')}
          minWidth={100}
        />
      }
    />
  );
}

/**
 * /item/item-sampling?projectId=: a project's quality samplings, newest first, with their
 * scores and verdicts, filtered by verdict and record status, exported as they are filtered
 * (the export key); `&id=` opens one in a drawer.
 */
export function SamplingListPage() {
  const { t } = useTranslation();
  return (
    <QualityListPage
      title={(project) => t('project.quality.samplingsOf', { project })}
      addLabel={t('project.quality.addSampling')}
      addHref={newSamplingHref}
      list={(p) => <Samplings project={p} />}
      drawer={(id, close) => <SamplingDrawer id={id} onClose={close} />}
    />
  );
}
