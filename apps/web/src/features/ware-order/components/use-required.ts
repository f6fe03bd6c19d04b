import { useTranslation } from 'react-i18next';

/** A required field's rules, the message naming the field. */
export function useRequired() {
  const { t } = useTranslation();
  const message = (field: string) => t('wareOrder.form.required', { field });
  return {
    /** Text to fill in: a blank one is not an answer. */
    text: (field: string) => [{ required: true, whitespace: true, message: message(field) }],
    /** A choice in a select (`whitespace` would have antd check its value as text). */
    choice: (field: string) => [{ required: true, message: message(field) }],
  };
}
