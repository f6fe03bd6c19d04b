import type { DeepText } from '../../../i18n/locales/base/zh-CN';
import type { materialZhCN } from './material-zh-CN';

/** The material discards' English texts, under `project.material.` (./en-US.ts holds them). */
export const materialEnUS: DeepText<typeof materialZhCN> = {
  card: 'Material discards',
  pendingTitle: '{{count}} material discard(s) in approval',
  pendingHint: 'Until they are decided, the project can be neither completed nor discarded.',
  pendingOpen: 'Open material discard {{code}}',
  hint: 'What the project holds: the quantities of its SKU orders issued from stock, less approved discards. An approved discard is taken off what it holds; no warehouse movement is made.',
  holdings: 'Materials the project holds',
  sku: 'SKU',
  skuOrder: 'SKU order',
  held: 'Held',
  pending: 'In approval',
  quantity: 'Discard',
  quantityOf: 'Quantity of {{sku}} to discard',
  atMost: 'at most {{count}}',
  noHoldings: 'The project has no materials issued from stock yet',
  reason: 'Reason for the discard',
  giveReason: 'Give the reason for the discard',
  giveQuantity: 'Enter a quantity to discard on at least one line',
  evidence: 'Evidence files',
  submit: 'Submit the discard for approval',
  submitted: 'Material discard {{code}} submitted for approval',
  cannot:
    'No materials can be discarded now (the project is closed, holds nothing left to discard, or you may not discard)',
  discards: 'Material discards',
  code: 'Code',
  lines: 'Materials',
  line: '{{sku}} × {{quantity}}',
  status: 'Status',
  applicant: 'Applicant',
  createdAt: 'Applied at',
  title: 'Material discard {{code}}',
  notFound: 'The material discard does not exist or is outside your data scope',
  loadFailed: 'The material discard could not be loaded',
};
