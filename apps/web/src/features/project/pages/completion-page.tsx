import { projectOpen } from '@depot/shared';
import type { ProjectDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { acceptancesQueryOptions } from '../api';
import { AcceptanceView } from '../components/acceptance-view';
import { ChecklistFill } from '../components/checklist-fill';
import { ClosedProjectNote } from '../components/closed-project-note';
import { MaterialDiscardsPending } from '../components/material-discards-pending';
import { projectRecordPage } from '../components/project-record-page';
import { statementHref } from '../paths';
import { useProjectPermissions } from '../permissions';

/**
 * The completion acceptance of a project: its completion checklists already filled in (the one
 * that completed it), and, for a holder of the completion key while the project is open, the
 * checklist to fill in and sign, which completes it and opens the completion statement.
 */
function Completion({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useProjectPermissions();
  const records = useQuery(acceptancesQueryOptions(project.id, 'completion'));
  const open = projectOpen(project.status);
  return (
    <Flex vertical gap={16}>
      {records.isPending ? (
        <Spin />
      ) : (
        records.data?.map((r) => <AcceptanceView key={r.id} record={r} />)
      )}
      {project.status === 'completed' && (
        <Link to={statementHref(project.id)}>{t('project.checklist.toStatement')}</Link>
      )}
      <ClosedProjectNote project={project} />
      {open && can.complete && <MaterialDiscardsPending project={project} />}
      {open && can.complete && (
        <ChecklistFill
          project={project}
          kind="completion"
          onSaved={() => void navigate(statementHref(project.id))}
        />
      )}
      {open && !can.complete && !records.data?.length && (
        <Typography.Text type="secondary">{t('project.checklist.noRecords')}</Typography.Text>
      )}
    </Flex>
  );
}

/** /item/item-completion?projectId=: completing a project with its acceptance checklist. */
export const CompletionPage = projectRecordPage(
  (t, project) => t('project.checklist.completionTitle', { project }),
  Completion,
);
