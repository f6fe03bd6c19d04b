import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('file sizes', () => {
  it('reads as bytes, then KB, MB and GB with one decimal below 10', () => {
    expect(fileSizeText(0)).toBe('0 B');
    expect(fileSizeText(1023)).toBe('1023 B');
    expect(fileSizeText(1024)).toBe('1.0 KB');
    expect(fileSizeText(4300)).toBe('4.2 KB');
    expect(fileSizeText(200_000)).toBe('195 KB');
    expect(fileSizeText(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(fileSizeText(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
