import type { Db } from '../../src/db/client';
import type { Progress } from './progress';
import { ids, pgArray, rows, sql } from './sql';
import { GIVEN_NAMES, SURNAMES } from './vocabulary';

/** Users per statement: big enough to be fast, small enough for a lively progress bar. */
const USER_CHUNK = 5_000;

export interface UserSeedOptions {
  /** scrypt string every new user signs in with (hashed once: scrypt is slow on purpose). */
  passwordHash: string;
}

/**
 * Adds `count` users: Chinese names with pinyin usernames made unique by their id
 * (`zhangwei.1042`), phones and e-mails for most, spread over the existing departments,
 * 3 % disabled, created over the last two years. Each gets the `staff` role (1 % `admin`,
 * 15 % one more of the other roles) and most a position. Returns the new ids.
 */
export async function seedUsers(
  db: Db,
  count: number,
  { passwordHash }: UserSeedOptions,
  progress: Progress,
): Promise<number[]> {
  const depts = await ids(db, sql`select id from department order by id`);
  const roles = await rows<{ id: number; code: string }>(db, sql`select id, code from role`);
  const posts = await ids(db, sql`select id from post order by id`);
  const roleId = (code: string) => roles.find((r) => r.code === code)?.id ?? null;
  const adminRole = roleId('admin');
  const staffRole = roleId('staff');
  const otherRoles = roles.filter((r) => r.code !== 'admin' && r.code !== 'staff').map((r) => r.id);

  const created: number[] = [];
  for (let done = 0; done < count;) {
    const n = Math.min(USER_CHUNK, count - done);
    const newIds = await ids(
      db,
      sql`
      with fresh as (
        select nextval(pg_get_serial_sequence('app_user', 'id'))::int as id,
               1 + floor(random() * ${SURNAMES.length})::int as s,
               1 + floor(random() * ${GIVEN_NAMES.length})::int as gn,
               random() as r
        from generate_series(1, ${n}::int)
      )
      insert into app_user (id, username, password_hash, nickname, phone, email, dept_id,
                            enabled, password_updated, created_at, updated_at)
      select f.id,
             (${pgArray(SURNAMES.map((s) => s[1]))}::text[])[f.s]
               || (${pgArray(GIVEN_NAMES.map((g) => g[1]))}::text[])[f.gn] || '.' || f.id,
             ${passwordHash},
             (${pgArray(SURNAMES.map((s) => s[0]))}::text[])[f.s]
               || (${pgArray(GIVEN_NAMES.map((g) => g[0]))}::text[])[f.gn],
             case when random() < 0.9
               then '1' || (3 + floor(random() * 7))::int
                    || lpad(floor(random() * 1e9)::bigint::text, 9, '0') end,
             case when random() < 0.8
               then (${pgArray(SURNAMES.map((s) => s[1]))}::text[])[f.s] || '.' || f.id
                    || '@example.com' end,
             (${pgArray(depts)}::int[])[1 + floor(random() * ${Math.max(depts.length, 1)})::int],
             random() >= 0.03,
             case when random() < 0.92 then 1 else 0 end,
             now() - f.r * interval '730 days',
             now() - f.r * random() * interval '730 days'
      from fresh f
      returning id`,
    );
    const idList = pgArray(newIds);
    if (staffRole !== null || adminRole !== null) {
      await db.execute(sql`
        insert into user_role (user_id, role_id)
        select u.id,
               case when ${adminRole}::int is not null and (random() < 0.01 or ${staffRole}::int is null)
                 then ${adminRole}::int else ${staffRole}::int end
        from unnest(${idList}::int[]) as u(id)`);
    }
    if (otherRoles.length) {
      await db.execute(sql`
        insert into user_role (user_id, role_id)
        select u.id, (${pgArray(otherRoles)}::int[])[1 + floor(random() * ${otherRoles.length})::int]
        from unnest(${idList}::int[]) as u(id)
        where random() < 0.15
        on conflict do nothing`);
    }
    if (posts.length) {
      await db.execute(sql`
        insert into user_post (user_id, post_id)
        select u.id, (${pgArray(posts)}::int[])[1 + floor(random() * ${posts.length})::int]
        from unnest(${idList}::int[]) as u(id)
        where random() < 0.6`);
    }
    created.push(...newIds);
    done += n;
    progress(done);
  }
  return created;
}
