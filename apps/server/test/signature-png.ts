import { encodePng, PNG_MAGIC, pngChunk } from '../src/core/png';
import { signatureDataUrl } from '../src/seed/demo-signature';

/**
 * PNGs drawn by code for the suites that take drawn signatures (the pickup certificate, a
 * project's gate and completion, a work order's finish): the demo's signature and the encoder
 * it is drawn with (the seed's, which tests may use), the smallest stroke a signature may be,
 * and the drawings each of those routes refuses.
 */
export { encodePng } from '../src/core/png';
export { drawnSignature, signatureDataUrl } from '../src/seed/demo-signature';

const CLEAR = [0, 0, 0, 0] as const;
const WHITE = [255, 255, 255] as const;

/**
 * A short pen stroke on a transparent 300 × 100 pad, as a canvas gives it: 20 × 2 pixels of
 * dark ink, just above the least a signature holds (core/signature-png SIGNATURE_MIN_INK).
 */
export const TINY_STROKE = signatureDataUrl(
  encodePng(
    300,
    100,
    (x, y) => (x >= 140 && x < 160 && y >= 49 && y < 51 ? [20, 20, 60, 255] : CLEAR),
    true,
  ),
);

/** A 300 × 100 PNG whose chunks and CRCs all add up around image data that is not zlib's. */
function brokenInside(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(300, 0);
  header.writeUInt32BE(100, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from('these bytes are no deflate stream at all')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The server's English answers to a signature it refuses (a 400 that changes nothing). */
export const SIGNATURE_UNREADABLE =
  'the signature is not a readable PNG image of at most 200 KB, 4096 pixels a side and 4,000,000 pixels in all: sign again';
export const SIGNATURE_BLANK = 'the signature is blank: sign on the pad, then send it again';

/**
 * Drawings a pad might send that are no signature, with what the server answers: a blank pad
 * (transparent, as a canvas starts; white; one stray dot of a tap), a PNG whose image data is
 * broken, one cut short.
 */
export const REFUSED_SIGNATURES: ReadonlyArray<readonly [string, string, string]> = [
  ['blank transparent', signatureDataUrl(encodePng(300, 100, () => CLEAR, true)), SIGNATURE_BLANK],
  ['blank white', signatureDataUrl(encodePng(300, 100, () => WHITE)), SIGNATURE_BLANK],
  [
    'a dot',
    signatureDataUrl(encodePng(300, 100, (x, y) => (x < 4 && y < 4 ? [0, 0, 0] : WHITE))),
    SIGNATURE_BLANK,
  ],
  ['corrupt image data', signatureDataUrl(brokenInside()), SIGNATURE_UNREADABLE],
  [
    'cut short',
    signatureDataUrl(encodePng(300, 100, () => WHITE).subarray(0, 60)),
    SIGNATURE_UNREADABLE,
  ],
];
