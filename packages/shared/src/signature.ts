/**
 * The fewest inked pixels a drawn signature has: fewer than any short stroke makes, more than a
 * tap's dot. The server refuses a signature with less (certificate.blankSignature); the pads
 * count the same before sending, so a tap is asked to sign instead of sent to be refused.
 */
export const SIGNATURE_MIN_INK = 32;
