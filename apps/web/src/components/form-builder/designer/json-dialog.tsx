import { formDesignSchema, type FormDesign } from '@depot/shared';
import { Alert, App, Button, Flex, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './design-problems';

// CodeMirror loads, in its own chunk, when the dialog opens.
const JsonEditor = lazy(() => import('./json-editor').then((m) => ({ default: m.JsonEditor })));

export interface JsonDialogProps {
  /** The design as it stands, shown as JSON. */
  design: unknown;
  onImport: (design: FormDesign) => void;
  onClose: () => void;
}

/**
 * The design as JSON (SPEC §1: code editor). Import checks the text with the shared schema
 * (formDesignSchema, checkDesign) and applies it only when it passes; a bad import shows why and
 * changes nothing, the text stays for fixing.
 */
export function JsonDialog({ design, onImport, onClose }: JsonDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(() => JSON.stringify(design, null, 2));
  const [errors, setErrors] = useState<string[]>([]);

  const importText = () => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      setErrors([
        t('form.json.syntaxError', { message: error instanceof Error ? error.message : '' }),
      ]);
      return;
    }
    const parsed = formDesignSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => problemText(t, issue)));
      return;
    }
    onImport(parsed.data);
    void message.success(t('form.json.imported'));
    onClose();
  };

  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => message.success(t('form.json.copied')));
  };

  return (
    <Modal
      open
      title={t('form.json.title')}
      width={800}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={copy}>{t('form.json.copy')}</Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={importText}>
            {t('form.json.import')}
          </Button>
        </Flex>
      }
    >
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={errors.length === 1 ? errors[0] : undefined}
          description={errors.length > 1 ? errors.map((e, i) => <div key={i}>{e}</div>) : undefined}
        />
      )}
      <Suspense fallback={<Spin description={t('form.json.loading')} />}>
        <JsonEditor value={text} onChange={setText} aria-label={t('form.json.editor')} />
      </Suspense>
    </Modal>
  );
}
