/** The pixels of one camera frame (or any picture), as a canvas's getImageData gives them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type Decode = (pixels: Pixels) => string | null;

let decoder: Promise<Decode> | undefined;

/**
 * The QR decoder (jsQR), loaded the first time a scan starts: the form's own code stays small.
 * Labels are printed dark on light, so frames are not tried inverted (half the work per frame).
 */
export function loadQrDecoder(): Promise<Decode> {
  decoder ??= import('jsqr').then(({ default: jsQR }) => (pixels: Pixels) => {
    const found = jsQR(pixels.data, pixels.width, pixels.height, {
      inversionAttempts: 'dontInvert',
    });
    return found?.data ? found.data : null;
  });
  // A failed download is tried again at the next scan.
  decoder.catch(() => (decoder = undefined));
  return decoder;
}
