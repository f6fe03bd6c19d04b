import { queryOptions } from '@tanstack/react-query';
import { PROJECT_STATS_URL, type ProjectStats } from '@depot/shared';
import { getData } from './get-data';

/**
 * The home page's project panel (docs/projects.md "Home panel"). Its key sits under the project
 * pages' `['project']` (features/project/api.ts `projectKeys.all`), so what they refresh after a
 * stage, a request or an approval refreshes these figures too.
 */
export const projectStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['project', 'stats'] as const,
    queryFn: () => getData<ProjectStats>(PROJECT_STATS_URL),
  });
