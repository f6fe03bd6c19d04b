import { useTranslation } from 'react-i18next';
import { labelKey, type Labels } from '../lib/labels';

/** A server value in the user's language when it is a known one, else as the server wrote it. */
export function useLabel() {
  const { t } = useTranslation();
  return (labels: Labels, value: string): string => {
    const key = labelKey(labels, value);
    return key ? t(key) : value;
  };
}
