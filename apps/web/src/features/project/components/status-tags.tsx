import type {
  CostVisaStatus,
  ProjectRequestStatus,
  ProjectStageStatus,
  ProjectStatus,
} from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const PROJECT_COLOURS: Record<ProjectStatus, string> = {
  planning: 'default',
  active: 'processing',
  completed: 'success',
  discarded: 'error',
};

const STAGE_COLOURS: Record<ProjectStageStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  done: 'success',
};

const VISA_COLOURS: Record<CostVisaStatus, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const REQUEST_COLOURS: Record<ProjectRequestStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return <Tag color={PROJECT_COLOURS[status]}>{t(`project.statuses.${status}`)}</Tag>;
}

export function StageStatusTag({ status }: { status: ProjectStageStatus }) {
  const { t } = useTranslation();
  return <Tag color={STAGE_COLOURS[status]}>{t(`project.stage.statuses.${status}`)}</Tag>;
}

export function VisaStatusTag({ status }: { status: CostVisaStatus }) {
  const { t } = useTranslation();
  return <Tag color={VISA_COLOURS[status]}>{t(`project.visa.statuses.${status}`)}</Tag>;
}

/** A discarding request's or a start-of-work application's state. */
export function RequestStatusTag({ status }: { status: ProjectRequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_COLOURS[status]}>{t(`project.request.statuses.${status}`)}</Tag>;
}
