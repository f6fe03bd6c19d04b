import { assetDocCreateBody } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { previewPayload } from './preview-payload';

describe('the preview’s payload', () => {
  it('is a create body the asset documents accept, for each type', () => {
    const doc = { assetIds: [9, 10], storeId: 2, rollbackOfId: 31 };
    for (const docType of [
      'lending',
      'pickup',
      'return',
      'transfer',
      'writeOff',
      'damage',
      'rollback',
    ] as const) {
      const body = { ...previewPayload(docType, 5, doc), docType };
      expect(assetDocCreateBody.safeParse(body).success, docType).toBe(true);
    }
  });

  it('names what decides the approvers: the assets, the store, the original', () => {
    expect(previewPayload('return', 5, { assetIds: [9], storeId: 2 })).toMatchObject({
      assetIds: [9],
      storeId: 2,
    });
    expect(previewPayload('transfer', 5, { assetIds: [9] })).toMatchObject({
      toStoreId: null,
      toCustodianId: null,
    });
    expect(previewPayload('lending', 5, { assetIds: [9] })).toMatchObject({ borrowerId: 5 });
    expect(previewPayload('rollback', 5, { rollbackOfId: 31 })).toEqual({
      reason: 'preview',
      rollbackOfId: 31,
    });
  });
});
