import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { repairTypesQueryOptions, storeOptionsQueryOptions } from '../../../api/eam';

/** Stores and repair types as select options (the filter bar and the order form). */
export function usePickLists() {
  const stores = useQuery(storeOptionsQueryOptions());
  const types = useQuery(repairTypesQueryOptions());
  const storeOptions = useMemo(
    () => (stores.data ?? []).map((s) => ({ value: s.storeId, label: `${s.name} (${s.code})` })),
    [stores.data],
  );
  const typeOptions = useMemo(
    () => (types.data ?? []).map((type) => ({ value: type.typeId, label: type.name })),
    [types.data],
  );
  return {
    storeOptions,
    typeOptions,
    storesLoading: stores.isLoading,
    typesLoading: types.isLoading,
  };
}
