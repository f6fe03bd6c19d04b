import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

/**
 * The record a page's address names by `?id=`: the id (0 when none is named) and its query,
 * which asks the server only when there is an id.
 */
export function useAddressedRecord<TQueryFnData, TData, K extends QueryKey>(
  options: (id: number) => UseQueryOptions<TQueryFnData, Error, TData, K>,
) {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const query = useQuery({ ...options(id), enabled: id > 0 });
  return { id, query };
}
