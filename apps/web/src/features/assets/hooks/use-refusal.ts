import { ASSET_DESCRIPTIVE_FIELDS, levelWidgets, type FormDesign } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { isApiError } from '../../../api/api-error';
import { assetDetailQueryOptions } from '../../../api/asset';
import type { FormValues } from '../../../components/form-builder';
import { fieldErrorsOf } from '../lib/server-field-errors';

/** The body keys a 400 may name, each a field of the asset's own form (its custom values aside). */
const BODY_FIELDS: readonly string[] = [
  'categoryId',
  ...ASSET_DESCRIPTIVE_FIELDS.filter((field) => field !== 'custom'),
  'custodianId',
  'deptId',
  'storeId',
];

interface Forms {
  /** The asset's own fields. */
  form: FormInstance;
  /** The designed fields (the form renderer's). */
  customForm: FormInstance<FormValues>;
  /** The design they were rendered from, if any. */
  design: FormDesign | undefined;
  /** The asset being edited and the version the form read; none for a new one. */
  editing: { assetId: number; version: number } | undefined;
  /** The asset moved on since it was read: the form says to reload. */
  onStale: () => void;
}

/**
 * Shows why the server refused a save, where the user fills it in: a 400's reasons under the
 * fields it names (body keys and designed fields' labels); a 409 is either another user's edit
 * (the version moved on: reload) or a serial number another asset has.
 */
export function useRefusal({ form, customForm, design, editing, onStale }: Forms) {
  const queryClient = useQueryClient();
  return async (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.status === 400) {
      const labels = new Map<string, string>();
      for (const { widget } of design ? levelWidgets(design.fields) : []) {
        labels.set(widget.vModel, widget.vModel);
        if (widget.label.trim()) labels.set(widget.label.trim(), widget.vModel);
      }
      const named = [...fieldErrorsOf(error.message, [...BODY_FIELDS, ...labels.keys()])];
      form.setFields(
        named
          .filter(([name]) => BODY_FIELDS.includes(name))
          .map(([name, errors]) => ({
            name,
            errors,
          })),
      );
      customForm.setFields(
        named.flatMap(([name, errors]) => {
          const vModel = labels.get(name);
          return vModel ? [{ name: vModel, errors }] : [];
        }),
      );
    } else if (error.status === 409) {
      const now =
        editing &&
        (await queryClient.fetchQuery({
          ...assetDetailQueryOptions(editing.assetId),
          staleTime: 0,
        }));
      if (now && now.version !== editing.version) onStale();
      else form.setFields([{ name: 'serialNo', errors: [error.message] }]);
    }
  };
}
