import type { Asset } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import {
  assetByQrQueryOptions,
  assetDetailQueryOptions,
  assetPageQueryOptions,
} from '../../../api/asset';
import type { AssetReference } from '../lib/scanned-asset';

/**
 * Finds the asset a scan or a typed code names, in the user's scope: by its label's QR token,
 * by id, or by its exact code through the register's search. null: no such asset (or not one
 * the user may see: the server answers 404 for both).
 */
export function useAssetLookup() {
  const queryClient = useQueryClient();
  return async (reference: AssetReference): Promise<Asset | null> => {
    try {
      if ('qr' in reference)
        return await queryClient.fetchQuery(assetByQrQueryOptions(reference.qr));
      if ('id' in reference)
        return await queryClient.fetchQuery(assetDetailQueryOptions(reference.id));
      const page = await queryClient.fetchQuery(
        assetPageQueryOptions({ current: 1, size: 10, q: reference.code }),
      );
      return page.records.find((asset) => asset.code.toUpperCase() === reference.code) ?? null;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  };
}
