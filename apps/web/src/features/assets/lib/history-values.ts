import {
  ASSET_FILES_FIELD,
  ASSET_STATUSES,
  levelWidgets,
  type AssetStatus,
  type FormDesign,
} from '@depot/shared';

/** What the history needs to word a stored value: names of ids, statuses, designed options. */
export interface HistoryWords {
  status: (status: AssetStatus) => string;
  yes: string;
  no: string;
  /** Names by id of what the history's id fields point at (a missing name: `#<id>`). */
  names: Partial<Record<'categoryId' | 'custodianId' | 'deptId' | 'storeId', Map<number, string>>>;
  /** The design the custom values were saved with (labels of fields and of their options). */
  design: FormDesign | null;
}

export const NONE = '—';

const isStatus = (value: unknown): value is AssetStatus =>
  (ASSET_STATUSES as readonly unknown[]).includes(value);

/** A designed field's options, label by value (select, radio, checkbox). */
function optionLabels(design: FormDesign | null, vModel: string): Map<unknown, string> {
  const widget = design
    ? levelWidgets(design.fields).find(({ widget: w }) => w.vModel === vModel)?.widget
    : undefined;
  if (!widget || !('options' in widget) || !Array.isArray(widget.options)) return new Map();
  return new Map(
    (widget.options as Array<{ label: string; value: unknown }>).map((o) => [o.value, o.label]),
  );
}

/** One history value as the user reads it: names for ids, words for statuses and options. */
export function historyValueText(field: string, value: unknown, words: HistoryWords): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (field === 'status' && isStatus(value)) return words.status(value);
  // The names of the files the asset held.
  if (field === ASSET_FILES_FIELD && Array.isArray(value)) {
    return value.length ? value.map(String).join(', ') : NONE;
  }
  if (field in words.names && typeof value === 'number') {
    const names = words.names[field as keyof HistoryWords['names']];
    return names?.get(value) ?? `#${value}`;
  }
  if (field.startsWith('custom.')) {
    const options = optionLabels(words.design, field.slice('custom.'.length));
    const word = (v: unknown) => options.get(v) ?? plain(v, words);
    if (Array.isArray(value)) return value.length ? value.map(word).join(', ') : NONE;
    return word(value);
  }
  return plain(value, words);
}

function plain(value: unknown, words: HistoryWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}
