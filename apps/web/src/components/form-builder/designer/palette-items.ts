import { widgetSchema, type FormWidget, type WidgetKind } from '@depot/shared';
import type { TFunction } from 'i18next';
import { loadChinaRegions } from '../area/load-regions';
import { withKey } from './design-tree';

/** What the palette offers: every widget kind, plus the area preset (a cascader of regions). */
export type PaletteKind = WidgetKind | 'area';
export type PaletteGroup = 'input' | 'choice' | 'layout';

export const PALETTE: ReadonlyArray<{ group: PaletteGroup; kinds: readonly PaletteKind[] }> = [
  {
    group: 'input',
    kinds: ['input', 'textarea', 'password', 'number', 'amount', 'calculate', 'richText'],
  },
  {
    group: 'choice',
    kinds: [
      'select',
      'cascader',
      'area',
      'radio',
      'checkbox',
      'switch',
      'slider',
      'rate',
      'color',
      'time',
      'timeRange',
      'date',
      'dateRange',
      'orgSelect',
      'upload',
    ],
  },
  { group: 'layout', kinds: ['row', 'table'] },
];

/** Settings a new widget of each kind starts with, beyond the schema's defaults. */
function starter(kind: WidgetKind, t: TFunction): Record<string, unknown> {
  const option = (n: number) => ({ label: t('form.designer.option', { n }), value: n });
  switch (kind) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return { options: [option(1), option(2)] };
    case 'cascader':
      return { options: [{ ...option(1), children: [option(11), option(12)] }, option(2)] };
    case 'amount':
      return { showChinese: true };
    case 'rate':
      return { max: 5 };
    case 'slider':
      return { min: 0, max: 100 };
    case 'upload':
      return { maxCount: 5, maxSize: 10, sizeUnit: 'MB' };
    case 'calculate':
      return { formula: '0' };
    case 'table':
    case 'row':
      return { children: [] };
    default:
      return {};
  }
}

/**
 * A new widget for the palette item, labelled in the current language, with a free vModel. The
 * area preset loads the region list (its own chunk) first.
 */
export async function createWidget(
  kind: PaletteKind,
  vModel: string,
  t: TFunction,
): Promise<FormWidget> {
  const base = { vModel, label: t(`form.kinds.${kind}`) };
  const input =
    kind === 'area'
      ? { kind: 'cascader', ...base, options: await loadChinaRegions() }
      : { kind, ...base, ...starter(kind, t) };
  // The schema fills in defaults and drops what a kind does not have (a row's vModel, label).
  const widget = widgetSchema.parse(input);
  return withKey(widget);
}
