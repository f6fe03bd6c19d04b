import type { ProjectDetail, ProjectDiscard, StartWork } from '@depot/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { ProjectRecordPage } from './project-record-page';
import { LoadedRequestView } from './request-view';

/**
 * The page of a project's request through approval (a discard, a start of work): `?id=` one
 * request (LoadedRequestView, with its own `items`); `?projectId=` instead a new one of that
 * project (`form`, under the title naming the project). `words` is the request's key prefix,
 * whose title, newTitle, notFound and loadFailed it says.
 */
export function ProjectRequestPage<R extends ProjectDiscard | StartWork, K extends QueryKey>({
  words,
  options,
  form,
  items,
}: {
  words: 'project.discard' | 'project.startWork';
  options: (id: number) => UseQueryOptions<R, Error, R, K>;
  form: (project: ProjectDetail) => ReactNode;
  items: (request: R) => DescriptionsItemType[];
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: words });
  const [search] = useSearchParams();
  const { id, query } = useAddressedRecord(options);
  const projectId = Number(search.get('projectId')) || 0;
  if (id <= 0 && projectId > 0)
    return (
      <ProjectRecordPage projectId={projectId} title={(project) => w('newTitle', { project })}>
        {form}
      </ProjectRecordPage>
    );
  return <LoadedRequestView query={query} asked={id > 0} words={words} items={items} />;
}
