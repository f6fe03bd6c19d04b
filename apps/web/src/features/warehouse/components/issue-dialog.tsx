import { MANUAL_OUT_KINDS, type ManualOutKind } from '@depot/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockOut, warehouseKeys } from '../api';
import { FormModal } from '../../../components/data-table';
import { StoreSelect } from '../../../components/org-selects';
import { CountedLines } from './counted-lines';
import { WarehouseField } from './warehouse-select';
import { useSaving } from '../../../lib/use-saving';
import { choicesOf } from '../../../lib/choices';

interface Values {
  warehouseId: number;
  kind: ManualOutKind;
  storeId?: number;
  reason: string;
  lines: Array<{ categoryId: number; quantity: number }>;
}

/**
 * Issues counted stock (to a store, when one is chosen: the ledger names it) or returns it to
 * its supplier at once; a short line refuses it all.
 */
export function IssueDialog({
  warehouseId,
  onClose,
}: {
  warehouseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const issue = useSaving({
    save: (v: Values) =>
      stockOut({
        ...v,
        // Only an issue goes to a store: a return goes back to its supplier.
        storeId: v.kind === 'out' ? (v.storeId ?? null) : null,
        reason: v.reason.trim(),
      }),
    refresh: warehouseKeys.all,
    done: () => t('warehouse.stock.issued'),
    then: onClose,
  });
  return (
    <FormModal<Values>
      name="warehouse-issue"
      title={t('warehouse.stock.issue')}
      open
      form={form}
      initialValues={{ warehouseId, kind: 'out', lines: [{} as Values['lines'][number]] }}
      onSubmit={(v) => issue.mutate(v)}
      onClose={onClose}
      submitting={issue.isPending}
    >
      <WarehouseField />
      <Form.Item name="kind" label={t('warehouse.stock.issueKind')} rules={[{ required: true }]}>
        <Select options={choicesOf(MANUAL_OUT_KINDS, (k) => t(`warehouse.kind.${k}`))} />
      </Form.Item>
      {kind === 'out' && (
        <Form.Item
          name="storeId"
          label={t('warehouse.stock.issueStore')}
          extra={t('warehouse.stock.issueStoreHint')}
        >
          <StoreSelect />
        </Form.Item>
      )}
      <CountedLines
        category="every"
        addLabel={t('warehouse.ins.addLine')}
        removeLabel={t('warehouse.ins.removeLine')}
      />
      <Form.Item
        name="reason"
        label={t('warehouse.common.reason')}
        rules={[{ required: true, whitespace: true, max: 500 }]}
        style={{ marginTop: 16 }}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
