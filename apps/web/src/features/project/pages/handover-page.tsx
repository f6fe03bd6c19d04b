import { projectOpen } from '@depot/shared';
import type { ProjectDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptancesQueryOptions } from '../api';
import { AcceptanceView } from '../components/acceptance-view';
import { ChecklistFill } from '../components/checklist-fill';
import { ClosedProjectNote } from '../components/closed-project-note';
import { projectRecordPage } from '../components/project-record-page';
import { useProjectPermissions } from '../permissions';

/**
 * The shop handover checklists of a project, newest first, each as it was filled in; a holder
 * of the handover key fills in another one while the project is open (each is a new record).
 */
function Handovers({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const [filling, setFilling] = useState(false);
  const records = useQuery(acceptancesQueryOptions(project.id, 'handover'));
  const open = projectOpen(project.status);
  return (
    <Flex vertical gap={16}>
      {open && can.handover && !filling && (
        <Button type="primary" size="large" onClick={() => setFilling(true)}>
          {t('project.checklist.newHandover')}
        </Button>
      )}
      <ClosedProjectNote project={project} />
      {filling && open && (
        <ChecklistFill project={project} kind="handover" onSaved={() => setFilling(false)} />
      )}
      <Typography.Title level={5}>{t('project.checklist.records')}</Typography.Title>
      {records.isPending && <Spin />}
      {records.data?.length === 0 && (
        <Typography.Text type="secondary">{t('project.checklist.noRecords')}</Typography.Text>
      )}
      {records.data?.map((r) => (
        <AcceptanceView key={r.id} record={r} />
      ))}
    </Flex>
  );
}

/** /item/item-inspection?projectId= (SPEC §2, 门店交接检查): the shop handover checklists. */
export const HandoverPage = projectRecordPage(
  (t, project) => t('project.checklist.handoverTitle', { project }),
  Handovers,
);
