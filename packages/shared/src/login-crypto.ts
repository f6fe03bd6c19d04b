import { cfb } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';

/**
 * The login password travels AES-128-CFB encrypted, no padding, IV = key, Base64 — the scheme
 * of the pig framework the spec comes from. It only keeps the password out of casual logs and
 * proxies; TLS is the real protection (see README, security notes).
 */
function keyBytes(key: string): Uint8Array {
  const bytes = utf8ToBytes(key);
  if (bytes.length !== 16) throw new Error('The password key must be exactly 16 bytes');
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function encryptPassword(plain: string, key: string): string {
  const k = keyBytes(key);
  return toBase64(cfb(k, k).encrypt(utf8ToBytes(plain)));
}

/** Throws on input that is not Base64 or not valid UTF-8 after decryption. */
export function decryptPassword(cipherText: string, key: string): string {
  const k = keyBytes(key);
  const plain = cfb(k, k).decrypt(fromBase64(cipherText));
  const text = bytesToUtf8(plain);
  if (text.includes('\uFFFD')) throw new Error('Not a valid encrypted password');
  return text;
}
