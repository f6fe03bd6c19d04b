import { assetSortableFields } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { categoryDesignQueryOptions } from '../../../api/asset';
import {
  FIXED_COLUMNS,
  OPTIONAL_COLUMNS,
  useAssetColumns,
  type RegisterColumn,
} from '../components/asset-columns';
import { ColumnChooser } from '../components/column-chooser';
import { useColumnChoice } from './use-column-choice';
import { useWide } from '../../../lib/use-wide';

export interface RegisterColumns {
  /** The columns to show. */
  columns: RegisterColumn[];
  /** The column chooser (none on a phone: one column per asset). */
  chooser: ReactNode;
  /** `custom.<vModel>` of the designed fields the list may sort by now. */
  designedSorts: ReadonlySet<string>;
}

/**
 * The register's columns for the filter's category: the fixed ones, those the user chose (or
 * their defaults), and the category's designed fields (shown until hidden). A designed field's
 * choice is kept per category: two categories may name different things alike.
 */
export function useRegisterColumns(categoryId: number | undefined): RegisterColumns {
  const design = useQuery({
    ...categoryDesignQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });
  const fields = categoryId === undefined ? undefined : design.data?.design.fields;
  const designed = useMemo(() => (fields ? assetSortableFields(fields) : []), [fields]);
  const all = useAssetColumns(designed);
  const choice = useColumnChoice();
  const wide = useWide();

  const choiceKey = (key: string) =>
    key.startsWith('custom.') ? `${String(categoryId)}:${key}` : key;
  const choosable = all
    .filter((column) => !FIXED_COLUMNS.has(column.key))
    .map(({ key, title }) => ({
      key,
      title,
      shown: choice.isShown(choiceKey(key), !OPTIONAL_COLUMNS.has(key)),
    }));
  const hidden = new Set(choosable.filter((c) => !c.shown).map((c) => c.key));

  return {
    columns: all.filter((column) => !hidden.has(column.key)),
    chooser: wide ? (
      <ColumnChooser
        columns={choosable}
        onChange={(key, shown) => choice.setShown(choiceKey(key), shown)}
        onReset={() => choice.reset(choosable.map((c) => choiceKey(c.key)))}
      />
    ) : null,
    designedSorts: new Set(designed.map((widget) => `custom.${widget.vModel}`)),
  };
}
