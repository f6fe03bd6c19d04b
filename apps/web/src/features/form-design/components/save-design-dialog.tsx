import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SaveDesignValues {
  code: string;
  name: string;
}

export interface SaveDesignDialogProps {
  initialName: string;
  saving: boolean;
  onSave: (values: SaveDesignValues) => void;
  onCancel: () => void;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A new design's code (its stable name for other areas) and display name. */
export function SaveDesignDialog({ initialName, saving, onSave, onCancel }: SaveDesignDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveDesignValues>();
  return (
    <Modal
      open
      title={t('form.designer.saveDialog.title')}
      okText={t('form.designer.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      <Form<SaveDesignValues>
        form={form}
        layout="vertical"
        initialValues={{ code: '', name: initialName }}
        onFinish={(values) => onSave({ code: values.code.trim(), name: values.name.trim() })}
      >
        <Form.Item
          name="code"
          label={t('form.designer.saveDialog.code')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('form.designer.saveDialog.codeRequired'),
            },
            { pattern: CODE_PATTERN, message: t('form.designer.saveDialog.codePattern') },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('form.designer.saveDialog.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('form.designer.saveDialog.nameRequired'),
            },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
