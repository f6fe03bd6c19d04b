import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from '../../src/db/client';

/** The file an open descriptor of this process points at ('' where /proc is missing). */
function pathOf(fd: number): string {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return '';
  }
}

describe('PGlite on a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'depot-durable-'));
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(dir);
    await database.db.execute('create table durable_probe (id serial primary key, v text)');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, WAL flushed by fsync', async () => {
    const show = async (name: string) => {
      const result = (await database.db.execute(`show ${name}`)) as { rows: unknown[] };
      return result.rows[0];
    };
    expect(await show('fsync')).toEqual({ fsync: 'on' });
    expect(await show('wal_sync_method')).toEqual({ wal_sync_method: 'fsync' });
  });

  it('does not acknowledge a commit before its WAL has been synced to the disk', async () => {
    const realFsync = fs.fsyncSync;
    const synced: string[] = [];
    // Still the real call: the point is that the commit reaches the disk.
    const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      synced.push(pathOf(fd as number));
      realFsync(fd);
    });
    try {
      await database.db.execute(`insert into durable_probe (v) values ('kept')`);
    } finally {
      fsync.mockRestore();
    }
    expect(synced.length).toBeGreaterThan(0);
    if (synced[0]) expect(synced.some((path) => path.includes('/pg_wal/'))).toBe(true);
  });
});
