import { describe, expect, it } from 'vitest';
import { certificateSignBody } from '@depot/shared';
import { readSignature } from '../test/read-signature';
import { hasInk, PAD_HEIGHT, PAD_WIDTH, signaturePng, type Stroke } from './signature-png';

describe('signature PNG', () => {
  const stroke: Stroke = [
    { x: 100, y: 100 },
    { x: 300, y: 120 },
  ];

  it('counts a short stroke as ink, as the server does, and a tap’s dot or nothing not', () => {
    expect(hasInk([])).toBe(false);
    expect(hasInk([[{ x: 100, y: 100 }]])).toBe(false);
    expect(hasInk([[{ x: 100, y: 100 }], [{ x: 300, y: 100 }]])).toBe(true);
    expect(hasInk([stroke])).toBe(true);
    expect(
      hasInk([
        [
          { x: 100, y: 100 },
          { x: 108, y: 100 },
        ],
      ]),
    ).toBe(true);
  });

  it('draws the strokes black on white, at the pad’s size', () => {
    const image = readSignature(signaturePng([stroke, [{ x: 500, y: 50 }]]));
    expect(image).toMatchObject({ width: PAD_WIDTH, height: PAD_HEIGHT });
    expect(image.black(100, 100)).toBe(true);
    expect(image.black(200, 110)).toBe(true);
    expect(image.black(300, 120)).toBe(true);
    expect(image.black(500, 50)).toBe(true); // a dot
    expect(image.black(200, 150)).toBe(false);
    expect(image.black(0, 0)).toBe(false);
    expect(image.black(599, 199)).toBe(false);
  });

  it('is what the server takes', () => {
    const signature = signaturePng([stroke]);
    expect(
      certificateSignBody.safeParse({ username: 'zhang', password: 'x', signature }).success,
    ).toBe(true);
    expect(signature.length).toBeLessThan(30_000);
  });
});
