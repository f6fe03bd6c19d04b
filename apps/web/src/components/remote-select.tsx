import type { Page } from '@depot/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { PICKER_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';

/** How many matches a remote select offers: the first ones of what was typed. */
export const REMOTE_SELECT_SIZE = 20;

interface Option {
  value: number;
  label: string;
}

export interface RemoteSelectProps<T, K extends QueryKey> extends Omit<
  SelectProps<number, Option>,
  'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'loading' | 'searchValue'
> {
  /** The page call of the matches of `keyword` (none typed: undefined), REMOTE_SELECT_SIZE long. */
  search: (keyword: string | undefined) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** A record as an option. */
  toOption: (record: T) => Option;
  /** The chosen value's label when it is not among the matches (a value the form came with). */
  valueLabel?: string;
}

/**
 * A choice among records searched on the server as the user types: the first matches, never a
 * list loaded whole and cut at some size (a catalogue of thousands has them all). The chosen
 * option keeps its label while the matches change.
 */
export function RemoteSelect<T, K extends QueryKey>({
  search,
  toOption,
  valueLabel,
  value,
  onChange,
  onOpenChange,
  ...props
}: RemoteSelectProps<T, K>) {
  const [text, setText] = useState('');
  // The option last chosen here: it keeps its label when it is no longer a match.
  const [picked, setPicked] = useState<Option>();
  const keyword = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS) || undefined;
  const matches = useQuery(search(keyword));
  const options = (matches.data?.records ?? []).map(toOption);
  const chosenLabel = picked && picked.value === value ? picked.label : valueLabel;
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
      loading={matches.isFetching}
      options={shown}
    />
  );
}
