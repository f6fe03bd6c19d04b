import { describe, expect, it } from 'vitest';
import { contentDisposition, declaredType, displayName, FILE_NAME_MAX } from './file-names';

describe('file names and types of uploads', () => {
  it('keeps only the last part of a path, without control or direction characters', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('..\\..\\windows\\evil.bat')).toBe('evil.bat');
    expect(displayName('C:\\Users\\张伟\\报告 2026.pdf')).toBe('报告 2026.pdf');
    expect(displayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayName('a\u0000b\r\nc.txt')).toBe('abc.txt');
    expect(displayName('..')).toBe('file');
    expect(displayName('   ')).toBe('file');
    expect(displayName(undefined)).toBe('file');
  });

  it('shortens a long name but keeps its extension', () => {
    const name = displayName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(FILE_NAME_MAX);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('keeps a declared MIME type, without parameters; anything else is octet-stream', () => {
    expect(declaredType('Image/PNG')).toBe('image/png');
    expect(declaredType('text/plain; charset=utf-8')).toBe('text/plain');
    expect(declaredType('not a type')).toBe('application/octet-stream');
    expect(declaredType('text/html\r\nx-evil: 1')).toBe('application/octet-stream');
    expect(declaredType(undefined)).toBe('application/octet-stream');
  });

  it('sends the name as an RFC 5987 attachment with an ASCII fallback', () => {
    expect(contentDisposition('报告 (final).pdf')).toBe(
      `attachment; filename="__ (final).pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%28final%29.pdf`,
    );
    expect(contentDisposition('a"b\\c%d.txt')).toBe(
      `attachment; filename="a_b_c_d.txt"; filename*=UTF-8''a%22b%5Cc%25d.txt`,
    );
  });
});
