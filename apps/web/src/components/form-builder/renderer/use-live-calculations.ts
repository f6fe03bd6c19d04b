import {
  calculationPlaces,
  computeCalculatedFields,
  DEBOUNCE_MS,
  type FormWidget,
} from '@depot/shared';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FormValues } from './form-values';

/**
 * Keeps calculate fields current (SPEC §3): recomputed once on mount and then 500 ms after the
 * last change of the form data. Returns the form's onValuesChange handler. Setting the
 * computed values does not count as a change, so nothing loops.
 */
export function useLiveCalculations(
  form: FormInstance<FormValues>,
  fields: readonly FormWidget[],
  enabled: boolean,
): () => void {
  const active = useMemo(() => enabled && calculationPlaces(fields).length > 0, [enabled, fields]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const recompute = useCallback(() => {
    const current = form.getFieldsValue();
    const computed = computeCalculatedFields(fields, current);
    const changes: FormValues = {};
    for (const [key, value] of Object.entries(computed)) {
      if (JSON.stringify(value) !== JSON.stringify(current[key])) changes[key] = value;
    }
    if (Object.keys(changes).length > 0) form.setFieldsValue(changes);
  }, [form, fields]);

  useEffect(() => {
    if (active) recompute();
    return () => clearTimeout(timer.current);
  }, [active, recompute]);

  return useCallback(() => {
    if (!active) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(recompute, DEBOUNCE_MS);
  }, [active, recompute]);
}
