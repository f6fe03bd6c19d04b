import {
  APPROVAL_DOC_TYPES,
  APPROVAL_STATUSES,
  APPROVAL_VIEWS,
  type ApprovalDocType,
  type ApprovalStatus,
  type ApprovalView,
} from '@depot/shared';
import type { Dayjs } from 'dayjs';
import type { ApprovalPageParams } from '../../../api/approval';
import type { DataTableParams } from '../../../components/data-table';

/** The approval centre's filters as its tabs and filter bar hold them. */
export interface CentreFilterValues {
  view: ApprovalView;
  docType?: ApprovalDocType;
  status?: ApprovalStatus;
  keyword?: string;
  /** Submitted between these days (both included). */
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** The list call for the table's position, tab and filters: days become the moments they span. */
export function toCentreParams({
  current,
  size,
  sort,
  created,
  keyword,
  ...filters
}: DataTableParams<CentreFilterValues>): ApprovalPageParams {
  return {
    ...filters,
    current,
    size,
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(created?.[0] ? { createdFrom: created[0].startOf('day').toISOString() } : {}),
    ...(created?.[1] ? { createdTo: created[1].endOf('day').toISOString() } : {}),
    ...(sort ? { sort } : {}),
  };
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * What an address opens the centre with (`?view=cc&docType=lending&status=pending`, as a link
 * from elsewhere may write it): the view (to-do unless named), the type and the status.
 */
export function centreFiltersFromSearch(search: URLSearchParams): CentreFilterValues {
  const docType = oneOf(APPROVAL_DOC_TYPES, search.get('docType'));
  const status = oneOf(APPROVAL_STATUSES, search.get('status'));
  return {
    view: oneOf(APPROVAL_VIEWS, search.get('view')) ?? 'todo',
    ...(docType ? { docType } : {}),
    ...(status ? { status } : {}),
  };
}
