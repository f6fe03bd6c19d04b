import { z } from 'zod';
import { ORG_PICKER_MAX } from '../constants';
import { compileDesignPattern, MAX_PATTERN_LENGTH } from './design-pattern';
import { DURATION_UNITS } from './duration-text';
import { FormulaError } from './formula/formula-error';
import { parseFormula } from './formula/parse';
import { isIdentifier } from './identifier';
import { ORG_TABS } from './org-value';
import { SIZE_UNITS } from './upload-limits';
import {
  MAX_DESIGN_WIDGETS,
  MAX_TEXT_LENGTH,
  ORG_BUTTON_TYPES,
  RICH_TEXT_DEFAULT_HEIGHT,
  TABLE_TYPES,
} from './widget-kinds';

/*
 * A form design as the form builder saves it (SPEC §2, §3): a list of widgets. Every widget
 * holding data has a vModel (its key in the form data); a 'row' only lays out its children,
 * whose vModels live at the row's own level. A table's children are the columns of its rows.
 *
 * Kind-specific settings sit flat on the widget. Unknown properties are stripped when a
 * design is parsed, so anything the designer needs to keep must be added here.
 */
const label = z.string().max(200);

export const vModelSchema = z.string().refine(isIdentifier, {
  message: 'vModel must be letters, digits or underscore, not starting with a digit',
});

export const regRuleSchema = z.object({
  pattern: z
    .string()
    .max(MAX_PATTERN_LENGTH)
    .refine((p) => compileDesignPattern(p) !== null, { message: 'Invalid regular expression' }),
  message: z.string().max(200).default(''),
});
export type RegRule = z.infer<typeof regRuleSchema>;

export const optionValueSchema = z.union([z.string().max(200), z.number()]);
export type OptionValue = z.infer<typeof optionValueSchema>;

export const optionSchema = z.object({ label, value: optionValueSchema });
export type WidgetOption = z.infer<typeof optionSchema>;

export interface CascaderOption {
  label: string;
  value: OptionValue;
  children?: CascaderOption[];
}
export const cascaderOptionSchema: z.ZodType<CascaderOption> = z.lazy(() =>
  z.object({ label, value: optionValueSchema, children: z.array(cascaderOptionSchema).optional() }),
);

const fieldBase = {
  vModel: vModelSchema,
  formId: z.union([z.number().int(), z.string().max(64)]).optional(),
  label: label.default(''),
  required: z.boolean().default(false),
  defaultValue: z.unknown().optional(),
  regList: z.array(regRuleSchema).max(20).default([]),
  placeholder: z.string().max(200).optional(),
  disabled: z.boolean().optional(),
  /** Grid span, 1 to 24. */
  span: z.number().int().min(1).max(24).optional(),
};

const bounds = {
  min: z.number().optional(),
  max: z.number().optional(),
};
const boundsInOrder = (w: { min?: number; max?: number }): boolean =>
  w.min === undefined || w.max === undefined || w.min <= w.max;
const boundsMessage = { message: 'min must not exceed max', path: ['max'] };

const options = z.array(optionSchema).max(1000).default([]);
const durationDisplay = {
  showDuration: z.boolean().default(false),
  durationUnit: z.enum(DURATION_UNITS).optional(),
};

export const formulaSchema = z
  .string()
  .max(2000)
  .superRefine((text, ctx) => {
    try {
      parseFormula(text);
    } catch (error) {
      const detail = error instanceof FormulaError ? error.message : 'Invalid formula';
      ctx.addIssue({ code: 'custom', message: detail });
    }
  });

const textWidget = (kind: 'input' | 'textarea' | 'password') =>
  z.object({
    kind: z.literal(kind),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(MAX_TEXT_LENGTH).optional(),
  });

const numericWidget = (kind: 'number' | 'rate' | 'slider') =>
  z.object({ kind: z.literal(kind), ...fieldBase, ...bounds }).refine(boundsInOrder, boundsMessage);

const simpleWidget = (kind: 'switch' | 'color' | 'time' | 'date') =>
  z.object({ kind: z.literal(kind), ...fieldBase });

const leafWidgets = [
  textWidget('input'),
  textWidget('textarea'),
  textWidget('password'),
  numericWidget('number'),
  numericWidget('rate'),
  numericWidget('slider'),
  z
    .object({
      kind: z.literal('amount'),
      ...fieldBase,
      ...bounds,
      /** Show the upper-case Chinese amount text. */
      showChinese: z.boolean().default(false),
    })
    .refine(boundsInOrder, boundsMessage),
  simpleWidget('switch'),
  simpleWidget('color'),
  simpleWidget('time'),
  simpleWidget('date'),
  z.object({ kind: z.literal('timeRange'), ...fieldBase, ...durationDisplay }),
  z.object({ kind: z.literal('dateRange'), ...fieldBase, ...durationDisplay }),
  z.object({
    kind: z.literal('select'),
    ...fieldBase,
    options,
    multiple: z.boolean().default(false),
  }),
  z.object({ kind: z.literal('radio'), ...fieldBase, options }),
  z.object({ kind: z.literal('checkbox'), ...fieldBase, options }),
  z.object({
    kind: z.literal('cascader'),
    ...fieldBase,
    options: z.array(cascaderOptionSchema).max(1000).default([]),
  }),
  z.object({
    kind: z.literal('orgSelect'),
    ...fieldBase,
    /** Dialog title; the UI shows its translation of 'organisation structure' when absent. */
    title: z.string().max(100).optional(),
    buttonType: z.enum(ORG_BUTTON_TYPES).default('input'),
    searchable: z.boolean().default(true),
    maxNum: z.number().int().min(1).max(10_000).default(ORG_PICKER_MAX),
    tabs: z
      .array(z.enum(ORG_TABS))
      .min(1)
      .refine((tabs) => new Set(tabs).size === tabs.length, { message: 'Duplicate tab' })
      .default([...ORG_TABS]),
  }),
  z.object({
    kind: z.literal('upload'),
    ...fieldBase,
    maxCount: z.number().int().min(1).max(1000).optional(),
    /** Largest file, in sizeUnit. */
    maxSize: z.number().positive().optional(),
    sizeUnit: z.enum(SIZE_UNITS).default('MB'),
    /** HTML accept list: ".pdf,image/*". */
    accept: z.string().max(500).optional(),
  }),
  z.object({
    kind: z.literal('calculate'),
    ...fieldBase,
    formula: formulaSchema,
    showChinese: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('richText'),
    ...fieldBase,
    height: z.number().int().min(50).max(5000).default(RICH_TEXT_DEFAULT_HEIGHT),
  }),
] as const;

export type LeafWidget = z.output<(typeof leafWidgets)[number]>;

export interface TableWidget extends Omit<z.output<typeof tableBase>, 'children'> {
  children: FormWidget[];
}
export interface RowWidget extends Omit<z.output<typeof rowBase>, 'children'> {
  children: FormWidget[];
}
export type FormWidget = LeafWidget | TableWidget | RowWidget;
/** A widget holding data (everything but a layout row). */
export type DataWidget = LeafWidget | TableWidget;

const tableBase = z.object({
  kind: z.literal('table'),
  ...fieldBase,
  tableType: z.enum(TABLE_TYPES).default('table'),
  /** Text of the add-row button; the UI has a default. */
  actionText: z.string().max(50).optional(),
  showSummary: z.boolean().default(false),
  /**
   * The columns (vModels) the summary row totals; absent, every numeric column. A unit price
   * adds up to nothing meaningful, so a design names the quantities and amounts. Names of
   * columns that are gone or not numeric are ignored.
   */
  summaryColumns: z.array(vModelSchema).max(MAX_DESIGN_WIDGETS).optional(),
  children: z.array(z.unknown()),
});
const rowBase = z.object({
  kind: z.literal('row'),
  gutter: z.number().int().min(0).max(100).optional(),
  span: z.number().int().min(1).max(24).optional(),
  children: z.array(z.unknown()),
});

/** Any widget. Input types are loose (defaults are filled in); the output is FormWidget. */
export const widgetSchema: z.ZodType<FormWidget> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    ...leafWidgets,
    tableBase.extend({ children: z.array(widgetSchema).max(MAX_DESIGN_WIDGETS) }),
    rowBase.extend({ children: z.array(widgetSchema).max(MAX_DESIGN_WIDGETS) }),
  ]),
);
