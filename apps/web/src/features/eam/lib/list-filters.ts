import { REPAIR_STATUSES, type RepairStatus } from '@depot/shared';
import type { Dayjs } from 'dayjs';
import type { RepairOrderFilters } from '../../../api/eam';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** The filter bar's values, as its fields hold them. */
export interface RepairFilterValues {
  status?: RepairStatus[];
  storeId?: number;
  typeId?: number;
  evaluated?: 'true' | 'false';
  submit?: Range;
  appointment?: Range;
  completion?: Range;
  keyword?: string;
  breached?: boolean;
}

/** A date range as whole days in the user's time zone: from the first day's start to the last day's end. */
function range(value: Range): { from?: string; to?: string } {
  const [from, to] = value ?? [];
  return {
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.endOf('day').toISOString() : undefined,
  };
}

/** The query string of the list and the export for the filter bar's values. */
export function toRepairQuery(values: RepairFilterValues): RepairOrderFilters {
  const submit = range(values.submit);
  const appointment = range(values.appointment);
  const completion = range(values.completion);
  const query: RepairOrderFilters = {
    status: values.status && values.status.length > 0 ? values.status : undefined,
    storeId: values.storeId,
    typeId: values.typeId,
    evaluated: values.evaluated,
    submitFrom: submit.from,
    submitTo: submit.to,
    appointmentFrom: appointment.from,
    appointmentTo: appointment.to,
    completionFrom: completion.from,
    completionTo: completion.to,
    keyword: values.keyword?.trim() || undefined,
    breached: values.breached ? 'true' : undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as RepairOrderFilters;
}

/**
 * The filters an address opens the list with, written as the list call's query
 * (`?status=completed&evaluated=false`, as the home page's to-dos link): statuses and whether
 * evaluated; anything else is left to the filter bar.
 */
export function repairFiltersFromSearch(search: URLSearchParams): RepairFilterValues {
  const status = search
    .getAll('status')
    .filter((s): s is RepairStatus => (REPAIR_STATUSES as readonly string[]).includes(s));
  const evaluated = search.get('evaluated');
  return {
    ...(status.length ? { status } : {}),
    ...(evaluated === 'true' || evaluated === 'false' ? { evaluated } : {}),
  };
}
