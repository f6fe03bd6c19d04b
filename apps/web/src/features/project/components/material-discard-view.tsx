import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { materialDiscardQueryOptions } from '../api';
import { MaterialLines } from './material-discard-card';
import { LoadedRequestView } from './request-view';

/** `/item/item-discard?materialDiscardId=`: a material discard, its lines, state and approval. */
export function MaterialDiscardView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(materialDiscardQueryOptions(id));
  return (
    <LoadedRequestView
      query={query}
      asked
      words="project.material"
      items={(d) => [
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
