import type { TFunction } from 'i18next';
import type { FormulaError, FormValidationError } from '@depot/shared';

/**
 * Texts for what the shared form logic reports. Keys come from FORM_MESSAGE_KEYS; a regList
 * rule's own message wins over the generic pattern text.
 */
export function validationText(t: TFunction, error: FormValidationError): string {
  if (error.messageKey === 'form.validation.pattern' && error.message) return error.message;
  return t(error.messageKey, { ...error.params });
}

/** A formula error, with its 0-based position shown 1-based. */
export function formulaErrorText(t: TFunction, error: FormulaError): string {
  return t(error.messageKey, { ...error.params, position: error.params.position + 1 });
}
