import type { Page } from '@depot/shared';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { PICKER_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';

/** How many matches a remote select offers: the first ones of what was typed. */
export const REMOTE_SELECT_SIZE = 20;

interface Option {
  value: number;
  label: string;
}

export interface RemoteSelectProps<
  T,
  K extends QueryKey,
  L extends QueryKey = QueryKey,
> extends Omit<
  SelectProps<number, Option>,
  'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'loading' | 'searchValue'
> {
  /** The page call of the matches of `keyword` (none typed: undefined), REMOTE_SELECT_SIZE long. */
  search: (keyword: string | undefined) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** A record as an option. */
  toOption: (record: T) => Option;
  /** The chosen value's label when it is not among the matches (a value the form came with). */
  valueLabel?: string;
  /**
   * Or the call of one record by its id, asked for a value the form came with (a line filled in
   * from a template, an id from the address) to show it by its label: never for one chosen here.
   */
  lookup?: (value: number) => UseQueryOptions<T, Error, T, L>;
}

const NO_LOOKUP = ['remote-select', 'no-lookup'] as const;

/** The label of `value` from its own record, when there is a `lookup` and no better source. */
function useLookedUp<T, L extends QueryKey>(
  lookup: ((value: number) => UseQueryOptions<T, Error, T, L>) | undefined,
  value: number | null | undefined,
  toOption: (record: T) => Option,
) {
  const record = useQuery(
    lookup && value != null
      ? lookup(value)
      : // Nothing to ask: a key of its own that no call ever fills (skipToken).
        { queryKey: NO_LOOKUP as unknown as L, queryFn: skipToken },
  );
  return { label: record.data === undefined ? undefined : toOption(record.data).label, record };
}

/**
 * A choice among records searched on the server as the user types: the first matches, never a
 * list loaded whole and cut at some size (a catalogue of thousands has them all). The chosen
 * option keeps its label while the matches change.
 */
export function RemoteSelect<T, K extends QueryKey, L extends QueryKey = QueryKey>({
  search,
  toOption,
  valueLabel,
  lookup,
  value,
  onChange,
  onOpenChange,
  ...props
}: RemoteSelectProps<T, K, L>) {
  const [text, setText] = useState('');
  // The option last chosen here: it keeps its label when it is no longer a match.
  const [picked, setPicked] = useState<Option>();
  const keyword = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS) || undefined;
  const matches = useQuery(search(keyword));
  const options = (matches.data?.records ?? []).map(toOption);
  const chosenHere = picked !== undefined && picked.value === value;
  const own = useLookedUp(
    chosenHere || valueLabel !== undefined ? undefined : lookup,
    value,
    toOption,
  );
  const chosenLabel = chosenHere ? picked.label : (valueLabel ?? own.label);
  const shown =
    value != null && chosenLabel !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: chosenLabel }, ...options]
      : options;
  return (
    <Select<number, Option>
      {...props}
      value={value}
      showSearch
      filterOption={false}
      onSearch={setText}
      onChange={(chosen, option) => {
        setPicked(Array.isArray(option) ? undefined : option);
        onChange?.(chosen, option);
      }}
      onOpenChange={(open) => {
        // A closed list starts its next search afresh.
        if (!open) setText('');
        onOpenChange?.(open);
      }}
      loading={matches.isFetching || own.record.isFetching}
      options={shown}
    />
  );
}
