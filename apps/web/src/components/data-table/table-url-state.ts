import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_OPTIONS } from '@depot/shared';

/** Where a table is: page, page size and one sort (`field,asc` or `field,desc`). */
export interface TablePosition {
  current: number;
  size: number;
  /** `field,asc` | `field,desc`; undefined for the server's default order. */
  sort: string | undefined;
}

export const FIRST_POSITION: TablePosition = {
  current: FIRST_PAGE,
  size: DEFAULT_PAGE_SIZE,
  sort: undefined,
};

const SORT = /^([A-Za-z][\w.]*),(asc|desc)$/;

/**
 * Reads the position from the address's fragment (`#current=2&size=20&sort=username,desc`).
 * Anything odd (a size not offered, a field that cannot be sorted) falls back to the default,
 * so a hand-edited address never reaches the server as a 400.
 */
export function parsePosition(
  hash: string,
  sortable: { has(field: string): boolean },
): TablePosition {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const current = Number(params.get('current'));
  const size = Number(params.get('size'));
  const sort = params.get('sort') ?? '';
  const field = SORT.exec(sort)?.[1];
  return {
    current: Number.isInteger(current) && current >= 1 ? current : FIRST_PAGE,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: field !== undefined && sortable.has(field) ? sort : undefined,
  };
}

/** The fragment for a position; defaults are left out ('' when everything is the default). */
export function formatPosition(position: TablePosition): string {
  const params = new URLSearchParams();
  if (position.current !== FIRST_PAGE) params.set('current', String(position.current));
  if (position.size !== DEFAULT_PAGE_SIZE) params.set('size', String(position.size));
  if (position.sort) params.set('sort', position.sort);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `#${text}` : '';
}

/** antd's sort order of a column, from the position's sort. */
export function columnSortOrder(
  sort: string | undefined,
  field: string,
): 'ascend' | 'descend' | null {
  const match = sort ? SORT.exec(sort) : null;
  if (!match || match[1] !== field) return null;
  return match[2] === 'asc' ? 'ascend' : 'descend';
}

/** The sort parameter for antd's sorter change (no order: the server's default). */
export function sortOf(field: string | undefined, order: 'ascend' | 'descend' | null | undefined) {
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}
