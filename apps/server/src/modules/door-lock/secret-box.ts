import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Door passwords at rest (docs/door-locks.md): AES-256-GCM under the server's DEPOT_DOORLOCK_KEY,
 * a fresh 12-byte nonce per secret, the row's id as associated data (a secret copied to another
 * row does not open). Stored as `v1.<nonce>.<tag>.<ciphertext>`, each base64.
 */

const VERSION = 'v1';

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== 32) throw new Error('the door-lock key must be exactly 32 bytes');
  return bytes;
}

/** `plain` sealed for row `rowId`. */
export function seal(key: string, rowId: number, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), nonce);
  cipher.setAAD(Buffer.from(`door_password:${rowId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join('.');
}

/** The text sealed for row `rowId`; throws when it was sealed under another key or row. */
export function open(key: string, rowId: number, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('not a sealed door password');
  // The full 16-byte tag only: GCM would otherwise accept a shortened one, easier to forge.
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(nonce, 'base64'), {
    authTagLength: 16,
  });
  decipher.setAAD(Buffer.from(`door_password:${rowId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
