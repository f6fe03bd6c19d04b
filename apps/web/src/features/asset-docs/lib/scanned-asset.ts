/**
 * What a scanned or typed text names: a label's QR holds the asset page's address with the
 * asset's QR token (`…/as/asset-detail?qr=<token>`, docs/assets.md "Labels"); an address with
 * `?id=` names the asset by id; anything else is taken as an asset code (NB-000001).
 */
export type AssetReference = { qr: string } | { id: number } | { code: string };

export function assetReference(text: string): AssetReference | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    let address: URL;
    try {
      address = new URL(trimmed, 'http://depot.invalid');
    } catch {
      return null;
    }
    const qr = address.searchParams.get('qr')?.trim();
    if (qr) return { qr };
    const id = Number(address.searchParams.get('id'));
    if (Number.isInteger(id) && id > 0) return { id };
    return null;
  }
  return { code: trimmed.toUpperCase() };
}
