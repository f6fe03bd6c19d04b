import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../api/admin-org';
import { FormModal } from '../../../components/data-table';
import { usePostMutations } from '../hooks/use-post-mutations';
import { codeRules, requiredText } from '../lib/rules';
import { SortField } from './sort-field';

interface Values {
  code: string;
  name: string;
  sort?: number | null;
}

/** Adds a position (no record) or changes one. */
export function PostDialog({ record, onClose }: { record: Post | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { create, update } = usePostMutations();

  const onSubmit = (values: Values) => {
    const body = { code: values.code.trim(), name: values.name.trim(), sort: values.sort ?? 0 };
    const onSuccess = () => {
      void message.success(t(record ? 'adminOrg.common.saved' : 'adminOrg.common.created'));
      onClose();
    };
    if (record) update.mutate({ postId: record.postId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <FormModal<Values>
      name="post-dialog"
      title={t(record ? 'adminOrg.post.editTitle' : 'adminOrg.post.createTitle')}
      form={form}
      initialValues={
        record ? { code: record.code, name: record.name, sort: record.sort } : { sort: 0 }
      }
      open
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('adminOrg.post.code')}
        rules={codeRules(t('adminOrg.post.codeRequired'), t('adminOrg.common.codePattern'))}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('adminOrg.post.name')}
        rules={[requiredText(t('adminOrg.post.nameRequired'))]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <SortField />
    </FormModal>
  );
}
