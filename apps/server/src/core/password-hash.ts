import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (base64) so the
 * cost can be raised later without invalidating existing hashes (DESIGN §3).
 */
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default, too little
  // for N = 2^17), so allow what this cost needs plus headroom.
  const maxmem = 2 * 128 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Checks a password against a stored hash (the sign-in code takes one, so tests can count). */
export type PasswordVerifier = (stored: string, password: string) => Promise<boolean>;

/** False for a wrong password and for a hash this code cannot read. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with another cost than the current one (rehash on sign-in). */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== cost || parsed.r !== R || parsed.p !== P;
}
