import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps<V> {
  /** The form's name: its fields' ids start with it (a filter bar on the page has the same fields). */
  name: string;
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  saving: boolean;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one antd Form. The OK button is the form's submit button (the form wraps the
 * whole dialog), so Enter in a field submits as it does in any form. Mount it to open it.
 */
export function FormDialog<V extends object>({
  name,
  title,
  form,
  initialValues,
  saving,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onCancel}
      mask={{ closable: false }}
      modalRender={(dialog) => (
        <Form<V>
          name={name}
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onSubmit}
          disabled={saving}
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
