import { useQuery } from '@tanstack/react-query';
import { assetDocPageQueryOptions } from '../../../api/asset-doc';

/**
 * The id of the document numbered `code` (an asset's history names documents by number), found
 * through the list's search; none given: nothing is asked.
 */
export function useDocByCode(code: string) {
  const wanted = code.trim().toUpperCase();
  const found = useQuery({
    ...assetDocPageQueryOptions({ current: 1, size: 10, keyword: wanted }),
    enabled: wanted !== '',
  });
  return {
    docId: found.data?.records.find((doc) => doc.code === wanted)?.docId,
    isPending: wanted !== '' && found.isPending,
    error: found.error,
    refetch: found.refetch,
  };
}
