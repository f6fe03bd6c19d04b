import type { AssetDocAssetType, AssetDocCandidate } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { assetDocCandidatesQueryOptions } from '../../../api/asset-doc';
import type { AssetReference } from '../lib/scanned-asset';

/**
 * Finds the asset a scan or a typed code names among those the user may apply for with a
 * document of `docType` (GET /as/doc/candidates): by its label's QR token, by id, or by its
 * exact code. null: no such asset, or not one they may put on this document.
 */
export function useAssetLookup(docType: AssetDocAssetType) {
  const queryClient = useQueryClient();
  return async (reference: AssetReference): Promise<AssetDocCandidate | null> => {
    const exact =
      'qr' in reference
        ? { qrToken: reference.qr }
        : 'id' in reference
          ? { assetId: reference.id }
          : { code: reference.code };
    try {
      const page = await queryClient.fetchQuery(
        assetDocCandidatesQueryOptions({ docType, current: 1, size: 1, ...exact }),
      );
      return page.records[0] ?? null;
    } catch (error) {
      // A label's token that is not one (400) names no asset.
      if (isApiError(error) && error.status === 400) return null;
      throw error;
    }
  };
}
