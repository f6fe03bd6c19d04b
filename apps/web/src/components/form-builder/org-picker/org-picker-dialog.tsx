import type { OrgValue } from '@depot/shared';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetOf } from '../types';
import { OrgPickerBoundary } from './org-picker-boundary';
import { OrgPickerContent } from './org-picker-content';

export interface OrgPickerDialogProps {
  widget: WidgetOf<'orgSelect'>;
  value: OrgValue;
  onOk: (value: OrgValue) => void;
  onCancel: () => void;
}

/**
 * The organisation picker (SPEC §2, §3): edits a copy of the value, applied on OK. Mount it to
 * open it; every opening starts from the current value.
 */
export function OrgPickerDialog({ widget, value, onOk, onCancel }: OrgPickerDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <Modal
      open
      title={widget.title || t('form.org.title')}
      onOk={() => onOk(draft)}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      width={640}
    >
      <OrgPickerBoundary
        fallback={<Alert type="error" showIcon title={t('form.org.renderError')} />}
      >
        <OrgPickerContent widget={widget} value={draft} onChange={setDraft} />
      </OrgPickerBoundary>
    </Modal>
  );
}
