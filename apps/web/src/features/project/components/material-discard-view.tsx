import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { materialDiscardQueryOptions } from '../api';
import { MaterialLines } from './material-discard-card';
import { ProjectLoadState } from './project-load-state';
import { RequestView } from './request-view';

/** `/item/item-discard?materialDiscardId=`: a material discard, its lines, state and approval. */
export function MaterialDiscardView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(materialDiscardQueryOptions(id));
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked
        notFound={t('project.material.notFound')}
        loadFailed={t('project.material.loadFailed')}
      />
    );
  const d = query.data;
  return (
    <RequestView
      request={d}
      title={t('project.material.title', { code: d.code })}
      items={[
        {
          key: 'lines',
          label: t('project.material.lines'),
          span: 'filled',
          children: <MaterialLines discard={d} />,
        },
        { key: 'reason', label: t('project.material.reason'), span: 'filled', children: d.reason },
      ]}
    />
  );
}
