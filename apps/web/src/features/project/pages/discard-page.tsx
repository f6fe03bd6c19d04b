import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { discardQueryOptions } from '../api';
import { DiscardForm } from '../components/discard-form';
import { MaterialDiscardCard } from '../components/material-discard-card';
import { MaterialDiscardView } from '../components/material-discard-view';
import { ProjectRequestPage } from '../components/project-request-page';

/**
 * /item/item-discard?id=: a request to discard a project (its state, reason, files, approval
 * request); `?projectId=` instead: a new request for that project (from the project's page) and
 * the project's materials, to discard some of them; `?materialDiscardId=`: a material discard.
 */
export function DiscardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const materialDiscardId = Number(search.get('materialDiscardId')) || 0;
  if (materialDiscardId > 0) return <MaterialDiscardView id={materialDiscardId} />;
  return (
    <ProjectRequestPage
      words="project.discard"
      options={discardQueryOptions}
      form={(project) => (
        <Flex vertical gap={16}>
          <DiscardForm project={project} />
          <MaterialDiscardCard projectId={project.id} />
        </Flex>
      )}
      items={(d) => [
        { key: 'reason', label: t('project.discard.reason'), span: 'filled', children: d.reason },
      ]}
    />
  );
}
