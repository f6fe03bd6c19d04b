import type { ApprovalDocType, ApprovalStatus, ApprovalTaskStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<ApprovalStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};

const TASK_COLOURS: Record<ApprovalTaskStatus, string> = {
  waiting: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  sentBack: 'warning',
  transferred: 'default',
  cancelled: 'default',
};

/** A request's status. */
export function RequestStatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`approvals.status.${status}`)}</Tag>;
}

/** One approver's task status. */
export function TaskStatusTag({ status }: { status: ApprovalTaskStatus }) {
  const { t } = useTranslation();
  return <Tag color={TASK_COLOURS[status]}>{t(`approvals.taskStatus.${status}`)}</Tag>;
}

/** The document type a request carries. */
export function DocTypeTag({ docType }: { docType: ApprovalDocType }) {
  const { t } = useTranslation();
  return <Tag>{t(`approvals.docType.${docType}`)}</Tag>;
}
