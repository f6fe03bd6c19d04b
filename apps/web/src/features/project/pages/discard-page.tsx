import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { discardQueryOptions } from '../api';
import { DiscardForm } from '../components/discard-form';
import { MaterialDiscardCard } from '../components/material-discard-card';
import { MaterialDiscardView } from '../components/material-discard-view';
import { ProjectLoadState } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';
import { RequestView } from '../components/request-view';

/**
 * /item/item-discard?id=: a request to discard a project (its state, reason, files, approval
 * request); `?projectId=` instead: a new request for that project (from the project's page) and
 * the project's materials, to discard some of them; `?materialDiscardId=`: a material discard.
 */
export function DiscardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const projectId = Number(search.get('projectId')) || 0;
  const materialDiscardId = Number(search.get('materialDiscardId')) || 0;
  const query = useQuery({ ...discardQueryOptions(id), enabled: id > 0 });
  if (materialDiscardId > 0) return <MaterialDiscardView id={materialDiscardId} />;
  if (id <= 0 && projectId > 0)
    return (
      <ProjectRecordPage
        projectId={projectId}
        title={(project) => t('project.discard.newTitle', { project })}
      >
        {(project) => (
          <Flex vertical gap={16}>
            <DiscardForm project={project} />
            <MaterialDiscardCard projectId={project.id} />
          </Flex>
        )}
      </ProjectRecordPage>
    );
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.discard.notFound')}
        loadFailed={t('project.discard.loadFailed')}
      />
    );
  const d = query.data;
  return (
    <RequestView
      request={d}
      title={t('project.discard.title', { code: d.code })}
      items={[
        { key: 'reason', label: t('project.discard.reason'), span: 'filled', children: d.reason },
      ]}
    />
  );
}
