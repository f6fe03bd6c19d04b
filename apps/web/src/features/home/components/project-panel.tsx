import { PERMISSIONS, PROJECT_PAGE_PATHS, projectPageHref, type ProjectStats } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { projectStatsQueryOptions } from '../../../api/project-stats';
import { useSessionStore } from '../../../stores/session';
import { PanelList, StatsPanel } from './panel-parts';
import { useMoney } from '../../../lib/money';

/** Height kept for the lists while they load: three short lists. */
const LOADING_HEIGHT = 300;

/** "N more, see the projects" under a list that shows only some. */
function moreOf(t: TFunction, list: { count: number; items: readonly unknown[] }) {
  const more = list.count - list.items.length;
  return more > 0
    ? { text: t('home.project.more', { count: more }), to: PROJECT_PAGE_PATHS.list }
    : null;
}

function Lists({ stats }: { stats: ProjectStats }) {
  const { t } = useTranslation();
  const money = useMoney();
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const project = (p: { projectId: number; projectCode: string; projectName: string }) =>
    `${p.projectCode} ${p.projectName}`;
  return (
    <Flex vertical gap={16}>
      <PanelList
        title={t('home.project.inProgress')}
        empty={t('home.project.noneInProgress')}
        items={stats.inProgress.items}
        rowKey={(p) => p.id}
        name={(p) => <Link to={projectPageHref('project', p.id)}>{`${p.code} ${p.name}`}</Link>}
        figures={(p) => (
          <Flex vertical>
            {secondary(
              [
                t(`home.project.status.${p.status}`),
                p.storeName,
                t('home.project.stagesDone', { done: p.doneCount, count: p.stageCount }),
                p.currentStage ? t('home.project.atStage', { stage: p.currentStage }) : null,
                p.plannedEnd ? t('home.project.plannedEnd', { day: p.plannedEnd }) : null,
              ]
                .filter(Boolean)
                .join(' · '),
            )}
            <Typography.Text type={p.overBudget ? 'danger' : 'secondary'}>
              {[
                t('home.project.cost', { cost: money(p.cost), budget: money(p.budget) }),
                p.overBudget ? t('home.project.overBudget') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Flex>
        )}
        more={moreOf(t, stats.inProgress)}
      />
      <PanelList
        title={t('home.project.lateStages')}
        empty={t('home.project.noneLate')}
        items={stats.lateStages.items}
        rowKey={(s) => s.id}
        name={(s) => (
          <Link to={projectPageHref('project', s.projectId)}>
            {t('home.project.stage', { stage: s.name, project: project(s) })}
          </Link>
        )}
        figures={(s) => (
          <Typography.Text type="danger">
            {t('home.project.daysLate', { count: s.daysLate, day: s.plannedEnd })}
          </Typography.Text>
        )}
        more={moreOf(t, stats.lateStages)}
      />
      <PanelList
        title={t('home.project.waiting')}
        empty={t('home.project.noneWaiting')}
        items={stats.waiting.items}
        rowKey={(r) => `${r.kind}-${r.id}`}
        name={(r) => (
          <Link to={projectPageHref(r.kind, r.id)}>
            {t('home.project.request', {
              kind: t(`home.project.kinds.${r.kind}`),
              code: r.code,
            })}
          </Link>
        )}
        figures={(r) => secondary(`${project(r)} · ${dayjs(r.createdAt).format('YYYY-MM-DD')}`)}
        more={moreOf(t, stats.waiting)}
      />
    </Flex>
  );
}

/**
 * The home page's project panel, for holders of the project view key: the projects they manage,
 * supervise or made that are in progress (the stage each is at, its cost against its budget,
 * over budget in red), their stages past the planned end and not done, and
 * their requests in approval (cost visas, design changes, start-of-work, discarding and material
 * discards), each a link to its page (the project feature's routes, named in shared: features
 * do not import each other).
 */
export function ProjectPanel() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[PERMISSIONS.project.view] === true);
  const stats = useQuery({ ...projectStatsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <StatsPanel
      title={t('home.project.title')}
      extra={(data) => t('home.project.lateCount', { count: data.lateStages.count })}
      stats={stats}
      failedTitle={t('home.project.loadFailed')}
      loadingHeight={LOADING_HEIGHT}
    >
      {(data) => <Lists stats={data} />}
    </StatsPanel>
  );
}
