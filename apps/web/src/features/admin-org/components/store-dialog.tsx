import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../../api/admin-org';
import { useCloseOnSave } from '../hooks/use-close-on-save';
import { useStoreMutations } from '../hooks/use-store-mutations';
import { textOrNull } from '../lib/rules';
import { CodeNameDialog } from './code-name-dialog';
import { EnterpriseSelect } from './enterprise-select';

interface Values {
  code: string;
  name: string;
  entCode: string;
  region?: string | null;
  address?: string | null;
}

/** Adds a store (no record) or changes one. */
export function StoreDialog({ record, onClose }: { record: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useStoreMutations();
  const onSuccess = useCloseOnSave(record !== null, onClose);

  const onSubmit = (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      entCode: values.entCode,
      region: textOrNull(values.region),
      address: textOrNull(values.address),
    };
    if (record) update.mutate({ storeId: record.storeId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <CodeNameDialog<Values>
      area="store"
      editing={record !== null}
      nameMaxLength={128}
      initialValues={record ?? {}}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="entCode"
        label={t('adminOrg.store.enterprise')}
        rules={[{ required: true, message: t('adminOrg.store.enterpriseRequired') }]}
      >
        <EnterpriseSelect placeholder={t('adminOrg.store.enterprisePlaceholder')} />
      </Form.Item>
      <Form.Item name="region" label={t('adminOrg.store.region')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="address" label={t('adminOrg.store.address')}>
        <Input maxLength={255} />
      </Form.Item>
    </CodeNameDialog>
  );
}
