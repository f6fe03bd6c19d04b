import {
  ORG_TABS,
  isOrgValueShape,
  toTimestamp,
  type CascaderOption,
  type DataWidget,
  type FormDesign,
} from '@depot/shared';
import dayjs from 'dayjs';
import { historyValueText, NONE } from './history-values';

/** The words a designed value may need besides its design's own labels. */
export interface DesignedWords {
  yes: string;
  no: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A date as the date widget writes it (YYYY-MM-DD), whether stored as a day or a moment. */
function dayText(value: unknown): string {
  if (typeof value === 'string' && ISO_DAY.test(value)) return value.slice(0, 10);
  const ms = toTimestamp(value);
  return ms === null ? String(value) : dayjs(ms).format('YYYY-MM-DD');
}

/** The labels along a cascader's chosen path ("华东 / 上海"). */
function cascaderText(options: readonly CascaderOption[], path: readonly unknown[]): string {
  const labels: string[] = [];
  let level: readonly CascaderOption[] | undefined = options;
  for (const value of path) {
    const option: CascaderOption | undefined = level?.find((o) => o.value === value);
    labels.push(option ? option.label : String(value));
    level = option?.children;
  }
  return labels.join(' / ');
}

/** The names of an organisation picker's selected people, departments, roles and posts. */
function orgText(value: Record<string, unknown>): string {
  const names = ORG_TABS.flatMap((tab) => {
    const nodes = value[tab];
    return Array.isArray(nodes) ? (nodes as Array<Record<string, unknown>>) : [];
  }).map((node) => {
    const name = node.nickname ?? node.name ?? node.roleName ?? node.username;
    return typeof name === 'string' && name !== '' ? name : NONE;
  });
  return names.length ? names.join(', ') : NONE;
}

/**
 * One designed field's value in words, as the register shows it: options by their labels,
 * yes or no, dates as dates, people and departments by name. The rest as the history shows it.
 */
export function designedValueText(
  widget: DataWidget,
  value: unknown,
  words: DesignedWords,
): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (widget.kind === 'date') return dayText(value);
  if (widget.kind === 'dateRange' && Array.isArray(value)) return value.map(dayText).join(' ~ ');
  if (widget.kind === 'timeRange' && Array.isArray(value)) return value.map(String).join(' ~ ');
  if (widget.kind === 'cascader' && Array.isArray(value))
    return cascaderText(widget.options, value);
  if (widget.kind === 'orgSelect' && isOrgValueShape(value)) return orgText(value);
  const design: FormDesign = { fields: [widget] };
  return historyValueText(`custom.${widget.vModel}`, value, {
    ...words,
    status: String,
    names: {},
    design,
  });
}
