import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../../api/admin-org';
import { FormModal } from '../../../components/data-table';
import { useStoreMutations } from '../hooks/use-store-mutations';
import { codeRules, requiredText, textOrNull } from '../lib/rules';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { create, update } = useStoreMutations();

  const onSubmit = (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      entCode: values.entCode,
      region: textOrNull(values.region),
      address: textOrNull(values.address),
    };
    const onSuccess = () => {
      void message.success(t(record ? 'adminOrg.common.saved' : 'adminOrg.common.created'));
      onClose();
    };
    if (record) update.mutate({ storeId: record.storeId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <FormModal<Values>
      name="store-dialog"
      title={t(record ? 'adminOrg.store.editTitle' : 'adminOrg.store.createTitle')}
      form={form}
      initialValues={record ?? {}}
      open
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('adminOrg.store.code')}
        rules={codeRules(t('adminOrg.store.codeRequired'), t('adminOrg.common.codePattern'))}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('adminOrg.store.name')}
        rules={[requiredText(t('adminOrg.store.nameRequired'))]}
      >
        <Input maxLength={128} />
      </Form.Item>
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
    </FormModal>
  );
}
