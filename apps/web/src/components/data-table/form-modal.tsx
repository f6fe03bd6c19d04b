import { App, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V> {
  /** The form's name: field ids become `<name>_<field>`, unique beside the filter bar's. */
  name: string;
  title: ReactNode;
  open: boolean;
  form: FormInstance<V>;
  /** Values the form opens with (the form is rebuilt on each opening). */
  initialValues?: Partial<V>;
  /** Called with the validated values; keep the modal open (do not call onClose) on failure. */
  onSubmit: (values: V) => void;
  onClose: () => void;
  submitting?: boolean;
  width?: number;
  children: ReactNode;
}

/**
 * The create/edit dialog of a table page: an antd Form in a Modal. Enter in a field submits;
 * Escape, the close icon and cancel close it at once when nothing was typed, and ask first
 * when something was.
 */
export function FormModal<V>({
  name,
  title,
  open,
  form,
  initialValues,
  onSubmit,
  onClose,
  submitting,
  width,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const close = () => {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('dataTable.discardTitle'),
      content: t('dataTable.discardContent'),
      okText: t('dataTable.discard'),
      cancelText: t('dataTable.keepEditing'),
      onOk: onClose,
    });
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onOk={() => form.submit()}
      onCancel={close}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onSubmit}
        scrollToFirstError
      >
        {children}
        {/* Lets Enter in a field submit (implicit submission needs a submit button). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
