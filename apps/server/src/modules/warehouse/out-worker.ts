/**
 * A second process for the concurrency suite (movements.test.ts): `node --import tsx
 * out-worker.ts <database url> <warehouse id> <category id> <tries>` takes one unit out of the
 * stock row `tries` times at once, each in its own transaction through the movement service,
 * and prints how many went through and how many were refused as short (409).
 */
import { openPostgres } from '../../db/client';
import { createMovements, ShortStockError } from './movements';

const [url, warehouseId, categoryId, tries] = process.argv.slice(2);
const database = await openPostgres(url!);
// No threshold watches the suite's rows: nothing is ever told.
const movements = createMovements({ notify: async () => [] });
const results = await Promise.allSettled(
  Array.from({ length: Number(tries) }, () =>
    database.db.transaction((tx) =>
      movements.postMovements(
        tx,
        [
          {
            warehouseId: Number(warehouseId),
            kind: 'out',
            categoryId: Number(categoryId),
            quantity: 1,
          },
        ],
        { source: 'manual', reason: `worker ${process.pid}`, actorId: null },
      ),
    ),
  ),
);
await database.close();
const refused = results.filter(
  (r) => r.status === 'rejected' && r.reason instanceof ShortStockError,
).length;
const ok = results.filter((r) => r.status === 'fulfilled').length;
process.stdout.write(JSON.stringify({ ok, refused, other: results.length - ok - refused }));
