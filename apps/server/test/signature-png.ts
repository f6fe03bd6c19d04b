/**
 * PNGs drawn by code for the suites that sign pickup certificates: the demo's signature and
 * the encoder it is drawn with (the seed's, which tests may use).
 */
export { encodePng } from '../src/core/png';
export { drawnSignature, signatureDataUrl } from '../src/seed/demo-signature';
