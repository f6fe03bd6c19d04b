/**
 * The sign-in baseline: bare scrypt verifications of one password hash at the given cost,
 * `concurrency` at a time for `seconds`, with the server's own hashing code, in its own
 * process. Prints `{ perSecond, p50, p95, p99, count }` as JSON.
 */
import { hashPassword, verifyPassword } from '../../apps/server/src/core/password-hash';
import { closedLoop } from './load';

const [cost, concurrency, seconds] = process.argv.slice(2).map(Number);
const hash = await hashPassword('bench-password', cost!);
const result = await closedLoop(concurrency!, seconds!, () =>
  verifyPassword(hash, 'bench-password'),
);
console.info(JSON.stringify(result));
