import type { ProjectDetail, ProjectStage } from '@depot/shared';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { acceptanceHref, newStartWorkHref, startWorkHref } from '../paths';
import { SignGateDialog } from './sign-gate-dialog';
import { StageChecklistDrawer } from './stage-checklist';
import { StageDayDialog } from './stage-day-dialog';
import { takesApplication } from './start-work-form';
import { StageStatusTag } from './status-tags';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';

type Acting = { stage: ProjectStage; action: 'start' | 'finish' | 'sign' };

const signable = (s: ProjectStage) => s.gate && s.status !== 'notStarted' && !s.gateSignedBy;

/** A start-of-work stage starts only with an approved application (the server refuses too). */
const startable = (s: ProjectStage) =>
  s.status === 'notStarted' && (s.kind !== 'startWork' || s.startWork?.status === 'approved');

/**
 * A project's stages: status, planned and actual days, how far the last rescheduling moved
 * each, what it waits for, a gate's signature, a required checklist (filled in or not, opened in a
 * drawer); start, finish and sign where the project allows
 * (each confirmed in a dialog). Every bar of the Gantt is a row here, in words. On a phone each
 * stage is one cell of facts.
 */
export function StagesTable({ project }: { project: ProjectDetail }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const wide = useWide();
  const navigate = useNavigate();
  const [acting, setActing] = useState<Acting | null>(null);
  const [checklistOf, setChecklistOf] = useState<ProjectStage | null>(null);
  const nameOf = new Map(project.stages.map((s) => [s.seq, s.name]));
  const range = (from: string | null, to: string | null) =>
    from ? `${from} – ${to ?? t('project.stage.today')}` : '—';
  const shift = (n: number) =>
    n === 0 ? '0' : t('project.stage.shiftDays', { sign: n > 0 ? '+' : '', n });

  const name = (s: ProjectStage) => (
    <Flex vertical gap={2} align="flex-start">
      <Typography.Text strong>{s.name}</Typography.Text>
      <Flex gap={4} wrap>
        <Tag>{t(`project.stage.kinds.${s.kind}`)}</Tag>
        {s.gate && <Tag color="purple">{t('project.stage.gate')}</Tag>}
      </Flex>
    </Flex>
  );
  const notes = (s: ProjectStage) => (
    <Flex vertical gap={2} align="flex-start">
      {s.dependsOn.length > 0 && (
        <Typography.Text type="secondary">
          {`${t('project.stage.dependsOn')}: ${s.dependsOn.map((seq) => nameOf.get(seq) ?? seq).join('、')}`}
        </Typography.Text>
      )}
      {s.status === 'notStarted' &&
        s.blockers.map((b) => (
          <Typography.Text key={b.stageId} type="warning">
            {t(`project.stage.blocks.${b.reason}`, { name: b.name })}
          </Typography.Text>
        ))}
      {s.gate && (
        <Typography.Text type={s.gateSignedBy ? 'success' : 'secondary'}>
          {s.gateSignedBy
            ? t('project.stage.gateSigned', {
                name: s.gateSignedBy.nickname,
                at: s.gateSignedAt ? at(s.gateSignedAt) : '',
              })
            : t('project.stage.gateUnsigned')}
        </Typography.Text>
      )}
      {s.gate && (
        <Link to={acceptanceHref(project.id, s.id)}>{t('project.stage.openAcceptance')}</Link>
      )}
      {s.checklistFormId !== null && (
        <>
          <Typography.Text type={s.checklistFilled > 0 ? 'success' : 'warning'}>
            {s.checklistFilled > 0
              ? t('project.checklist.stageFilled', { n: s.checklistFilled })
              : t('project.checklist.stageToFillShort')}
          </Typography.Text>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            aria-label={t('project.checklist.stageTitle', { name: s.name })}
            onClick={() => setChecklistOf(s)}
          >
            {t('project.checklist.stageOpen')}
          </Button>
        </>
      )}
      {s.startWork && (
        <Link to={startWorkHref(s.startWork.id)}>
          {s.startWork.status === 'approved' && s.status === 'notStarted'
            ? t('project.startWork.waiting', { day: s.startWork.startOn })
            : t('project.startWork.open', {
                status: t(`project.request.statuses.${s.startWork.status}`),
              })}
        </Link>
      )}
      {s.kind === 'startWork' && s.status === 'notStarted' && !s.startWork && (
        <Typography.Text type="secondary">{t('project.startWork.needed')}</Typography.Text>
      )}
    </Flex>
  );
  const actions = (s: ProjectStage) =>
    project.canStage || takesApplication(project, s) ? (
      <Flex gap={4} wrap>
        {takesApplication(project, s) && (
          <Button size="small" onClick={() => void navigate(newStartWorkHref(project.id, s.id))}>
            {t('project.startWork.action')}
          </Button>
        )}
        {project.canStage && startable(s) && (
          <Button size="small" onClick={() => setActing({ stage: s, action: 'start' })}>
            {t('project.stage.start')}
          </Button>
        )}
        {project.canStage && s.status === 'inProgress' && (
          <Button
            size="small"
            type="primary"
            onClick={() => setActing({ stage: s, action: 'finish' })}
          >
            {t('project.stage.finish')}
          </Button>
        )}
        {project.canStage && signable(s) && (
          <Button size="small" onClick={() => setActing({ stage: s, action: 'sign' })}>
            {t('project.stage.sign')}
          </Button>
        )}
      </Flex>
    ) : null;

  const columns: ColumnsType<ProjectStage> = wide
    ? [
        { key: 'seq', title: t('project.stage.seq'), dataIndex: 'seq' },
        { key: 'name', title: t('project.stage.name'), render: (_, s) => name(s) },
        {
          key: 'status',
          title: t('project.stage.status'),
          render: (_, s) => <StageStatusTag status={s.status} />,
        },
        {
          key: 'planned',
          title: t('project.stage.planned'),
          render: (_, s) => range(s.plannedStart, s.plannedEnd),
        },
        {
          key: 'actual',
          title: t('project.stage.actual'),
          render: (_, s) => range(s.actualStart, s.actualEnd),
        },
        { key: 'shift', title: t('project.stage.shift'), render: (_, s) => shift(s.shiftDays) },
        { key: 'notes', title: t('project.stage.dependsOn'), render: (_, s) => notes(s) },
        { key: 'actions', title: '', render: (_, s) => actions(s) },
      ]
    : [
        {
          key: 'stage',
          title: t('project.detail.stages'),
          render: (_, s) => (
            <Flex vertical gap={4} align="flex-start">
              <Flex gap={8} align="center" wrap>
                <Typography.Text>{s.seq}.</Typography.Text>
                {name(s)}
                <StageStatusTag status={s.status} />
              </Flex>
              <Typography.Text>
                {`${t('project.stage.planned')}: ${range(s.plannedStart, s.plannedEnd)}`}
              </Typography.Text>
              {s.actualStart && (
                <Typography.Text>
                  {`${t('project.stage.actual')}: ${range(s.actualStart, s.actualEnd)}`}
                </Typography.Text>
              )}
              {s.shiftDays !== 0 && (
                <Typography.Text>{`${t('project.stage.shift')}: ${shift(s.shiftDays)}`}</Typography.Text>
              )}
              {notes(s)}
              {actions(s)}
            </Flex>
          ),
        },
      ];
  return (
    <>
      <ShortTable<ProjectStage>
        rowKey="id"
        aria-label={t('project.detail.stages')}
        dataSource={project.stages}
        columns={columns}
        scroll={wideScroll(wide)}
      />
      {checklistOf && (
        <StageChecklistDrawer
          // The drawer shows the stage as the project now has it.
          stage={project.stages.find((s) => s.id === checklistOf.id) ?? checklistOf}
          onClose={() => setChecklistOf(null)}
        />
      )}
      {acting?.action === 'sign' && (
        <SignGateDialog stage={acting.stage} onClose={() => setActing(null)} />
      )}
      {acting && acting.action !== 'sign' && (
        <StageDayDialog
          stage={acting.stage}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
