import { describe, expect, it } from 'vitest';
import { ASSET_DOC_CODE_PREFIX, ASSET_DOC_TYPES, assetDocTypeOfCode } from './document-constants';

describe('assetDocTypeOfCode', () => {
  it.each(ASSET_DOC_TYPES)('reads the type of a %s code', (type) => {
    expect(assetDocTypeOfCode(`${ASSET_DOC_CODE_PREFIX[type]}20260301000042`)).toBe(type);
  });

  it.each(['create', 'edit', 'import', 'JY2026030100004', 'XX20260301000042', 'jy20260301000042'])(
    'finds no document in %s',
    (source) => expect(assetDocTypeOfCode(source)).toBeNull(),
  );
});
