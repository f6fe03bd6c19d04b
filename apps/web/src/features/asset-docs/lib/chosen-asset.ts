import type { AssetDocCandidate } from '@depot/shared';

/**
 * An asset on the form's list: what the candidates' search, a scan or a typed code found, or an
 * asset of the register its bulk action named (both have these fields).
 */
export type ChosenAsset = Pick<AssetDocCandidate, 'assetId' | 'code' | 'name' | 'status'>;
