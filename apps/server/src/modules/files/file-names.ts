/**
 * What a user's file name and type may become: display text only. The name never reaches a
 * path (storage ids are random), but it is shown in lists and sent back in a
 * Content-Disposition header, so it is made short, printable and free of path parts.
 */
export const FILE_NAME_MAX = 255;

// Control characters, and the bidirectional overrides that can disguise an extension
// ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The last part of the name the browser sent, cleaned for display; 'file' when nothing is left. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE, '').trim();
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  if (name === '') return 'file';
  if (name.length <= FILE_NAME_MAX) return name;
  // Keep a short extension so the download still opens with the right program.
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The declared MIME type without parameters; application/octet-stream when it is not one. */
export function declaredType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME.test(type) ? type : 'application/octet-stream';
}

/**
 * `attachment` with an ASCII fallback `filename` and the exact name in RFC 5987 `filename*`,
 * which every current browser prefers.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
