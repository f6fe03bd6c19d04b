import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import type { Store } from './depot';

/** What the bench's own tokens are marked with, so the next run can remove them. */
const BENCH_AGENT = 'depot-bench';

/** The store's database, opened by the bench itself (PGlite: only while no server runs on it). */
export function openStore(store: Store): Promise<Database> {
  return store.engine === 'pg'
    ? openPostgres(store.env.DATABASE_URL!)
    : openPglite(join(store.env.DATA_DIR!, 'pg'));
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Minted {
  userId: number;
  token: string;
}

/**
 * Signs `count` sockets' worth of users in directly in the database: one live access token
 * each (as a sign-in would store it: only its SHA-256), spread round-robin over the enabled
 * users, the first `count` users once each when there are enough. Tokens of earlier runs go
 * first. A password sign-in per socket would only measure scrypt, which signin.ts does.
 */
export async function mintTokens(store: Store, count: number): Promise<Minted[]> {
  const database = await openStore(store);
  try {
    await database.db.execute(sql`delete from oauth_token where user_agent = ${BENCH_AGENT}`);
    const users = (
      await rows<{ id: number }>(
        database,
        // A user still on a first or reset password is refused everything but the change.
        sql`select id from app_user
            where enabled and password_updated = 1 and username <> 'admin' order by id`,
      )
    ).map((r) => Number(r.id));
    if (!users.length) throw new Error('no enabled users to sign in');
    const minted: Minted[] = Array.from({ length: count }, (_, i) => ({
      userId: users[i % users.length]!,
      token: randomBytes(32).toString('base64url'),
    }));
    const hash = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
    const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
    for (let i = 0; i < minted.length; i += 5000) {
      const part = minted.slice(i, i + 5000);
      await database.db.execute(sql`
        insert into oauth_token (family_id, user_id, client_id, access_hash, refresh_hash,
                                 user_agent, issued_at, access_expires_at, refresh_expires_at)
        select gen_random_uuid(), t.user_id, (select min(client_id) from oauth_client),
               t.access_hash, t.refresh_hash, ${BENCH_AGENT}, now(),
               now() + interval '12 hours', now() + interval '30 days'
        from unnest(${list(part.map((m) => m.userId))}::int[],
                    ${list(part.map((m) => hash(m.token)))}::text[],
                    ${list(part.map(() => hash(randomBytes(32).toString('base64url'))))}::text[])
             as t(user_id, access_hash, refresh_hash)`);
    }
    return minted;
  } finally {
    await database.close();
  }
}
