import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordLoadState } from '../../../components/record-load-state';
import { PROJECT_LIST } from '../paths';

/**
 * A project page before its record is there (RecordLoadState): loading while `asked` (the
 * address names one), not found or failed in the page's words, a way back to the project list
 * (or `list`).
 */
export function ProjectLoadState({
  query,
  asked,
  notFound,
  loadFailed,
  list,
}: {
  query: UseQueryResult<unknown>;
  asked: boolean;
  notFound: string;
  loadFailed: string;
  list?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <RecordLoadState
      loading={asked && query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={notFound}
      loadFailed={loadFailed}
      list={list ?? { to: PROJECT_LIST, label: t('project.title') }}
    />
  );
}
