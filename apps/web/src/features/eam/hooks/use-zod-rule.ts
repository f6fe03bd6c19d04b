import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFieldRule, type SafeParser } from '../../../lib/zod-form-rule';

/**
 * A form rule from a shared zod schema (STYLE #3). Its messages are i18n keys under
 * `eam.validation`; any other message reads "invalid value".
 */
export function useZodRule(): (schema: SafeParser, field: string) => FormRule {
  const { t, i18n } = useTranslation();
  return useCallback(
    (schema: SafeParser, field: string) =>
      zodFieldRule(schema, field, (message) =>
        // The schema's keys are checked by i18n.exists; the typed t() cannot see that.
        message.startsWith('eam.') && i18n.exists(message)
          ? t(message as 'eam.validation.invalid')
          : t('eam.validation.invalid'),
      ),
    [t, i18n],
  );
}
