import { describe, expect, it } from 'vitest';
import { matchesAccept, maxUploadBytes } from './upload-limits';

describe('upload limits', () => {
  it('converts sizes with 1024 steps', () => {
    expect(maxUploadBytes(2, 'MB')).toBe(2 * 1024 * 1024);
    expect(maxUploadBytes(500, 'KB')).toBe(512_000);
    expect(maxUploadBytes(1, 'GB')).toBe(1024 ** 3);
  });

  it('matches extensions, MIME types and wildcards', () => {
    const pdf = { name: 'Report.PDF', type: 'application/pdf' };
    const png = { name: 'a.png', type: 'image/png' };
    expect(matchesAccept(pdf, '.pdf')).toBe(true);
    expect(matchesAccept(pdf, '.doc, .docx')).toBe(false);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(pdf, 'image/*,application/pdf')).toBe(true);
    expect(matchesAccept({ name: '.pdf', type: '' }, '.pdf')).toBe(false);
    expect(matchesAccept({ name: 'x.jpg', type: 'image/jpeg' }, 'image/png')).toBe(false);
    expect(matchesAccept(png, '')).toBe(true);
    expect(matchesAccept(png, undefined)).toBe(true);
    expect(matchesAccept(png, ' , ')).toBe(true);
  });
});
