import { parseArgs } from 'node:util';
import type { ScaleCounts } from './index';

export const USAGE = `Usage: npm run seed:scale -- [--users N] [--notices N] [--orders N] [--assets N] [--movements N]

Adds realistic data on top of the database the server would use (DATA_DIR, or DATABASE_URL),
after running its migrations. New users sign in with DEPOT_DEMO_PASSWORD (default Depot@2026).
Assets go into a tree of 40 categories made on first use (prefixes S…); ledger rows (movements)
of the counted categories into 20 warehouses made on first use (codes SW…).
Counts may be written 1000000, 1_000_000 or 1e6.`;

function count(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`--${name} must be a whole number of 0 or more (got "${value}")`);
  }
  return n;
}

/** Reads the command line; throws an Error with a message for a bad one. */
export function parseScaleArgs(argv: string[]): ScaleCounts & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      users: { type: 'string' },
      notices: { type: 'string' },
      orders: { type: 'string' },
      assets: { type: 'string' },
      movements: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  return {
    users: count('users', values.users),
    notices: count('notices', values.notices),
    orders: count('orders', values.orders),
    assets: count('assets', values.assets),
    movements: count('movements', values.movements),
    help: values.help ?? false,
  };
}
