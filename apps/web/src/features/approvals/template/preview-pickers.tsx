import type { ApprovalDocType } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { approvalPreviewChoicesQueryOptions } from '../../../api/approval';
import { assetPageQueryOptions } from '../../../api/asset';
import { assetDocPageQueryOptions } from '../../../api/asset-doc';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { SearchSelect } from '../../../components/search-select';

const SEARCH_DELAY_MS = 300;

/** What was typed, once typing pauses: one search, not one per key. */
function useSearchText(): [string, (typed: string) => void] {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [text, setTyped];
}

interface FieldProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  placeholder?: string;
}

/**
 * Assets searched in the register by code, name or serial number (the first 20 matches), several
 * at a time; the ones chosen stay listed while the search changes.
 */
export function AssetSearchSelect({ value = [], onChange, ...props }: FieldProps<number[]>) {
  const [q, setTyped] = useSearchText();
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const found = useQuery(assetPageQueryOptions({ q: q || undefined, current: 1, size: 20 }));
  const options = new Map(known);
  for (const asset of found.data?.records ?? []) {
    options.set(asset.assetId, `${asset.code} ${asset.name}`);
  }
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      allowClear
      value={value}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      loading={found.isFetching}
      options={[...options].map(([id, label]) => ({ value: id, label }))}
      onChange={(ids) => {
        setKnown(new Map(ids.map((id) => [id, options.get(id) ?? String(id)])));
        onChange?.(ids);
      }}
      style={{ minWidth: 240 }}
    />
  );
}

/** A store (the organisation's store list). */
export function StoreSelect(props: FieldProps<number>) {
  const stores = useQuery(storeOptionsQueryOptions());
  return (
    <SearchSelect<number>
      {...props}
      allowClear
      loading={stores.isPending}
      options={(stores.data ?? []).map((s) => ({
        value: s.storeId,
        label: `${s.name} (${s.code})`,
      }))}
    />
  );
}

/** One choice of a select searched on the server: what was typed goes to `useFound`. */
function SearchedSelect({
  useFound,
  ...props
}: FieldProps<number> & {
  useFound: (text: string | undefined) => {
    isFetching: boolean;
    options: Array<{ value: number; label: string }>;
  };
}) {
  const [text, setTyped] = useSearchText();
  const found = useFound(text || undefined);
  return (
    <Select<number>
      {...props}
      allowClear
      showSearch={{ onSearch: setTyped, filterOption: false }}
      loading={found.isFetching}
      options={found.options}
    />
  );
}

/** An asset document that took effect (a rollback's original), searched by its code or reason. */
export function DoneDocumentSelect(props: FieldProps<number>) {
  return (
    <SearchedSelect
      {...props}
      useFound={function useDoneDocuments(keyword) {
        const found = useQuery(
          assetDocPageQueryOptions({ keyword, status: 'done', current: 1, size: 20 }),
        );
        const records = found.data?.records ?? [];
        return {
          isFetching: found.isFetching,
          options: records.map((d) => ({ value: d.docId, label: `${d.code} ${d.reason}` })),
        };
      }}
    />
  );
}

/**
 * What the preview of `docType` lets one pick besides assets (the warehouse of a warehouse-in,
 * the lock of a door password), searched by text: answered under the templates' key, so a
 * template editor without the area's own keys can pick too.
 */
export function PreviewChoiceSelect({
  docType,
  ...props
}: FieldProps<number> & { docType: ApprovalDocType }) {
  return (
    <SearchedSelect
      {...props}
      useFound={function usePreviewChoices(q) {
        const found = useQuery(approvalPreviewChoicesQueryOptions({ docType, q }));
        return {
          isFetching: found.isFetching,
          options: (found.data ?? []).map((c) => ({ value: c.id, label: c.label })),
        };
      }}
    />
  );
}
