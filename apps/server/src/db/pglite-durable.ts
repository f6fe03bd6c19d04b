import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * What PGlite needs to keep a data folder as durable as PostgreSQL keeps its own.
 *
 * Out of the box it is not: PGlite starts PostgreSQL with fsync off (`-F`), and its Node
 * filesystem (Emscripten's NODEFS) has no fsync at all, so a commit is acknowledged as soon as
 * its WAL reaches the operating system's cache. That survives a killed process but not a power
 * cut or a kernel crash, which can then lose acknowledged writes or tear the database. With
 * fsync on, WAL flushed by fsync (the call NODEFS can be given; fdatasync is a stub there),
 * and NODEFS's fsync reaching the disk, a commit waits for the disk as it does on PostgreSQL.
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The parts of Emscripten's NODEFS this file touches (PGlite does not type them). */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
}

/** NodeFS whose fsync reaches the disk (through `fs.fsyncSync`, so tests can observe it). */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const installFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        const sync = () => fs.fsyncSync(stream.nfd!);
        // A failed fsync must fail the commit: NODEFS turns the Node error into an errno.
        if (nodefs.tryFSOperation) nodefs.tryFSOperation(sync);
        else sync();
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), installFsync],
      },
    };
  }
}
