/** The widget kinds of a form design, and the hard caps its schema (form-schema.ts) applies. */
export const WIDGET_KINDS = [
  'input',
  'textarea',
  'password',
  'number',
  'amount',
  'rate',
  'slider',
  'switch',
  'color',
  'select',
  'cascader',
  'radio',
  'checkbox',
  'orgSelect',
  'time',
  'timeRange',
  'date',
  'dateRange',
  'upload',
  'calculate',
  'richText',
  'table',
  'row',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const TABLE_TYPES = ['table', 'default', 'list'] as const;
export const ORG_BUTTON_TYPES = ['input', 'button'] as const;

/** Hard caps on submitted text, whatever the design says. */
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_RICH_TEXT_LENGTH = 1_000_000;
export const RICH_TEXT_DEFAULT_HEIGHT = 300;
export const MAX_DESIGN_WIDGETS = 500;
