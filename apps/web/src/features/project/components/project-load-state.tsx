import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
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

/**
 * A part of a project's page read on its own (its contractors, its warranty, a repair order
 * under it): `children` draws it once it is there; a spinner before, what failed with a retry.
 */
export function ProjectPart<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={t('project.quality.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spin />;
}
