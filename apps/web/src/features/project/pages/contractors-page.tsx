import type { ProjectContractors } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractorsQueryOptions } from '../api';
import { ContractorCard } from '../components/contractor-card';
import { AddContractorDialog } from '../components/contractor-dialogs';
import { ProjectPart } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';

/** The contractors of a project, current ones first; lapsed and lapsing documents counted. */
function Contractors({ data }: { data: ProjectContractors }) {
  const { t } = useTranslation();
  const current = data.contractors.filter((c) => c.removedAt === null);
  const former = data.contractors.filter((c) => c.removedAt !== null);
  const live = current.flatMap((c) => c.documents).filter((d) => d.replacedById === null);
  const expired = live.filter((d) => d.state === 'expired').length;
  const expiring = live.filter((d) => d.state === 'expiring').length;
  return (
    <Flex vertical gap={12}>
      {(expired > 0 || expiring > 0) && (
        <Alert
          type={expired > 0 ? 'error' : 'warning'}
          showIcon
          title={t('project.contractors.alerts', { expired, expiring })}
        />
      )}
      {current.length === 0 && <Empty description={t('project.contractors.none')} />}
      {current.map((c) => (
        <ContractorCard key={c.id} contractor={c} editable={data.canEdit} />
      ))}
      {former.length > 0 && (
        <>
          <Typography.Title level={5}>{t('project.contractors.former')}</Typography.Title>
          {former.map((c) => (
            <ContractorCard key={c.id} contractor={c} editable={false} />
          ))}
        </>
      )}
    </Flex>
  );
}

function ContractorsOf({ projectId }: { projectId: number }) {
  const query = useQuery(contractorsQueryOptions(projectId));
  return <ProjectPart query={query}>{(data) => <Contractors data={data} />}</ProjectPart>;
}

/**
 * /item/item-enterprise?projectId=: the enterprises working on a project in their roles and
 * their documents (licences, insurance, safety permits) with their valid-until, lapsed and
 * lapsing ones flagged; adding one, a document, a renewal (the old one kept) and a removal with
 * its reason, for holders of the key while the project is open. Notice 50 opens it.
 */
export function ContractorsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // `?id=` too: a notice names the project so (notice-links.ts).
  const projectId = Number(search.get('projectId') ?? search.get('id')) || 0;
  const [adding, setAdding] = useState(false);
  const list = useQuery({ ...contractorsQueryOptions(projectId), enabled: projectId > 0 });
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={(project) => t('project.contractors.title', { project })}
      extra={() =>
        list.data?.canEdit && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('project.contractors.add')}
          </Button>
        )
      }
    >
      {(p) => (
        <>
          <ContractorsOf projectId={p.id} />
          {adding && <AddContractorDialog projectId={p.id} onClose={() => setAdding(false)} />}
        </>
      )}
    </ProjectRecordPage>
  );
}
