import type { InspectionIssueStatus, InspectionSeverity } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLOURS: Record<InspectionSeverity, string> = {
  minor: 'default',
  major: 'orange',
  critical: 'red',
};

const ISSUE_COLOURS: Record<InspectionIssueStatus, string> = {
  open: 'gold',
  rectified: 'blue',
  closed: 'green',
};

export function SeverityTag({ severity }: { severity: InspectionSeverity }) {
  const { t } = useTranslation();
  return (
    <Tag color={SEVERITY_COLOURS[severity]}>{t(`project.quality.severities.${severity}`)}</Tag>
  );
}

/** An issue's status, and 逾期 beside it while it is open past its deadline. */
export function IssueStatusTag({
  status,
  overdue,
}: {
  status: InspectionIssueStatus;
  overdue: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={ISSUE_COLOURS[status]}>{t(`project.quality.issueStatuses.${status}`)}</Tag>
      {overdue && <Tag color="red">{t('project.quality.overdue')}</Tag>}
    </>
  );
}

/** A sampling's verdict. */
export function VerdictTag({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={passed ? 'green' : 'red'}>
      {t(passed ? 'project.quality.passed' : 'project.quality.failed')}
    </Tag>
  );
}
