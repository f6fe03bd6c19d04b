/**
 * Purchasing benchmark (issue #19), on PostgreSQL, in a database of its own (demo data, then
 * 100,000 work orders with about 1,000,000 lines by set-based SQL; 10,000 and ~100,000 with
 * --quick), cached in the bench cluster between runs:
 *
 * - the order list (`GET /purchase/order/page`) as the list page asks for it: its first page
 *   (the default sort, newest first), filtered by a supplier and by a status as `admin`, and the
 *   first page of the demo keeper, whose data scope is the warehouse they keep; autocannon,
 *   50 connections, each as a ratio of a bare Fastify route measured in the same run, with the
 *   list targets of the other lists;
 * - receiving a 500-line sub-order: an approved order with one sub-order of 500 lines,
 *   confirmed through the API, then all 500 lines received by the keeper in one
 *   `POST /purchase/suborder/:id/receive`, timed, in several rounds (each its own order);
 *   floor: one insert of the same 500 ledger rows into a copy of `stock_movement`.
 *
 * Exits 1 when a target fails or a receipt's effect is wrong.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import type { SuborderDetailRecord } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { benchArgs } from './lib/args';
import { call } from './lib/approval-calls';
import { rows, userIdOf, withStore } from './lib/approval-data';
import { measureBaseline } from './lib/baseline';
import {
  BENCH_ADMIN_PASSWORD,
  pgStore,
  SCALE_USER_PASSWORD,
  signIn,
  startDepot,
  type Store,
} from './lib/depot';
import { ledgerFloorMs } from './lib/ledger-floor';
import { CONNECTIONS, listTable, measureCalls, type ListCall } from './lib/list-section';
import { loadSeconds, percentile } from './lib/load';
import { busyNote, machineLine, ms, num, ratio, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { seedPurchaseOrders, seedReceipt } from './lib/purchase-data';
import { storeName } from './lib/scale';
import {
  finishSection,
  FIRST_CALL_NOTE,
  LIST_TARGET,
  loadChecks,
  RATIO_NOTE,
  requirePostgres,
  verdictLines,
} from './lib/section';

const RECEIPT_LINES = 500;
/**
 * Receiving 500 lines: the keeper presses one button for a delivery and waits for the page to
 * answer. 1 s is the limit for an answer that does not break their flow; the stocktake's
 * 9,000 losses are posted in under 5 s by the same postMovements.
 */
const RECEIPT_TARGET_MS = 1_000;

interface Round {
  receiveMs: number;
  floorMs: number;
  status: string;
  posted: number;
  received: number;
}

const args = benchArgs();
const orders = args.quick ? 10_000 : 100_000;
const rounds = args.quick ? 2 : 5;
const { seconds, warmSeconds } = loadSeconds(args.quick);
const notes: string[] = [];

await requirePostgres('purchase', 'Purchasing');

const busy = busyNote();
if (busy) notes.push(busy);

/** How many scale orders the store holds (its marker, beside the cluster). */
const seededOrders = (store: Store): number =>
  existsSync(store.markerFile)
    ? Number(
        (JSON.parse(readFileSync(store.markerFile, 'utf8')) as { orders?: number }).orders ?? 0,
      )
    : 0;

let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  const store = await pgStore(cluster, `depot_bench_purchase_${storeName(args.quick)}`);
  // The server's first start migrates the database and seeds the demo data the orders use.
  const depot = await startDepot('purchase', store, PORTS.purchase);
  try {
    if (seededOrders(store) < orders) {
      if (seededOrders(store) > 0) throw new Error(`delete ${store.markerFile}'s database`);
      console.info(`purchase: seeding ${num(orders)} work orders…`);
      const started = performance.now();
      const made = await withStore(store, (db) => seedPurchaseOrders(db, orders));
      writeFileSync(store.markerFile, `${JSON.stringify(made)}\n`);
      notes.push(
        `The data was seeded in this run: ${num(made.orders)} orders, ${num(made.lines)} lines, ` +
          `by set-based SQL in ${num((performance.now() - started) / 1000)} s (vacuum included).`,
      );
    }
    const facts = await withStore(store, async (db) => {
      const [counts] = await rows<{
        orders: number;
        lines: number;
        suborders: number;
        suppliers: number;
        skus: number;
        warehouses: number;
      }>(
        db,
        sql`select (select count(*)::int from purchase_order) as orders,
                   (select count(*)::int from purchase_order_line) as lines,
                   (select count(*)::int from purchase_suborder) as suborders,
                   (select count(*)::int from supplier) as suppliers,
                   (select count(*)::int from sku) as skus,
                   (select count(*)::int from warehouse where enabled) as warehouses`,
      );
      const [supplier] = await rows<{ id: number; name: string }>(
        db,
        sql`select id, name from supplier where code like 'BNP%' order by code limit 1`,
      );
      return {
        counts: counts!,
        supplier: { id: Number(supplier!.id), name: supplier!.name },
        adminId: await userIdOf(db, 'admin'),
      };
    });
    const c = facts.counts;
    notes.push(
      `${num(c.orders)} work orders with ${num(c.lines)} lines and ${num(c.suborders)} ` +
        `sub-orders, from ${num(c.suppliers)} suppliers, of ${num(c.skus)} SKUs, into ` +
        `${num(c.warehouses)} warehouses; the keeper keeps one of them (华东仓).`,
    );

    console.info('baseline…');
    const baseline = await measureBaseline(CONNECTIONS, seconds, warmSeconds);
    const tokens = {
      admin: await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD),
      keeper: await signIn(depot.url, 'keeper', SCALE_USER_PASSWORD),
    };
    const page = '/purchase/order/page?current=1&size=10';
    const calls: ListCall[] = [
      { name: 'first page', path: page, as: 'admin' },
      {
        name: `by supplier (${facts.supplier.name})`,
        path: `${page}&supplierId=${facts.supplier.id}`,
        as: 'admin',
      },
      { name: 'by status (approved)', path: `${page}&status=approved`, as: 'admin' },
      { name: 'keeper’s first page', path: page, as: 'keeper' },
    ];
    const list = await measureCalls(depot.url, calls, tokens, notes, { seconds, warmSeconds });

    // Receiving: each round its own approved order, confirmed by the administrator through the
    // API, then received whole by the keeper.
    const receipts: Round[] = [];
    for (let round = 1; round <= rounds; round++) {
      const setup = await withStore(store, (db) =>
        seedReceipt(db, round, RECEIPT_LINES, facts.adminId),
      );
      const sent = await call<SuborderDetailRecord>(
        depot.url,
        'GET',
        `/purchase/suborder/${setup.suborderId}`,
        tokens.admin,
      );
      const confirmed = await call<SuborderDetailRecord>(
        depot.url,
        'POST',
        `/purchase/suborder/${setup.suborderId}/confirm`,
        tokens.admin,
        { version: sent.version },
      );
      const started = performance.now();
      const received = await call<SuborderDetailRecord>(
        depot.url,
        'POST',
        `/purchase/suborder/${setup.suborderId}/receive`,
        tokens.keeper,
        { version: confirmed.version, lines: setup.lines },
      );
      const receiveMs = performance.now() - started;
      const outcome = await withStore(store, async (db) => {
        const [effect] = await rows<{ posted: number; received: number }>(
          db,
          sql`select
            (select count(*)::int from stock_movement where source = 'purchase'
               and source_id = ${setup.suborderId} and kind = 'purchaseIn') as posted,
            (select count(*)::int from purchase_order_line where suborder_id = ${setup.suborderId}
               and received = quantity) as received`,
        );
        const floorMs = await ledgerFloorMs(
          db,
          { kind: 'purchaseIn', source: 'purchase', sourceCode: 'CG-FLOOR' },
          setup.lines.map((line, i) => ({
            warehouseId: setup.warehouseId,
            categoryId: setup.categoryIds[i % setup.categoryIds.length]!,
            assetId: null,
            quantity: line.quantity,
            unitPrice: '12.50',
          })),
        );
        return { ...effect!, floorMs };
      });
      console.info(
        `  receipt ${round}: ${ms(receiveMs)} (floor ${ms(outcome.floorMs)}), ${received.status}`,
      );
      receipts.push({
        receiveMs,
        floorMs: outcome.floorMs,
        status: received.status,
        posted: Number(outcome.posted),
        received: Number(outcome.received),
      });
    }

    const times = receipts.map((r) => r.receiveMs).sort((a, b) => a - b);
    const floors = receipts.map((r) => r.floorMs).sort((a, b) => a - b);
    const median = percentile(times, 50);
    const floor = percentile(floors, 50);
    const checks: Check[] = [
      ...list.flatMap((r) => loadChecks(r.call.name, r.result, baseline.rps, LIST_TARGET)),
      {
        what: `receiving ${num(RECEIPT_LINES)} lines in one call: median of ${rounds}`,
        target: `≤ ${num(RECEIPT_TARGET_MS)} ms`,
        actual: `${ms(median)} (${ratio(median / floor)} of the floor)`,
        pass: median <= RECEIPT_TARGET_MS,
      },
      {
        what: 'every line received and posted, every sub-order closed',
        target: `${num(RECEIPT_LINES)} ledger rows and lines, closed, each round`,
        actual: receipts.map((r) => `${r.posted}/${r.received}/${r.status}`).join(', '),
        pass: receipts.every(
          (r) =>
            r.posted === RECEIPT_LINES && r.received === RECEIPT_LINES && r.status === 'closed',
        ),
      },
    ];

    const markdown = [
      '# Purchasing',
      '',
      `PostgreSQL 15, the server as \`npm start\` runs it (log level info), on a database of the ` +
        `section's own: the demo data plus ${num(c.orders)} work orders with ${num(c.lines)} lines ` +
        `(set-based SQL, bench/lib/purchase-data.ts).`,
      '',
      `Machine: ${machineLine()}.${args.quick ? ' `--quick`: 10,000 orders, 2 receipts.' : ''}`,
      '',
      '## The order list',
      '',
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per call after ${warmSeconds} s of ` +
        `warm-up: \`GET /purchase/order/page\` as the list page asks for it (newest first). ` +
        `\`keeper\` is the demo keeper, whose data scope is the warehouse they keep. ` +
        `${RATIO_NOTE} ${FIRST_CALL_NOTE}`,
      '',
      listTable(baseline, list),
      '',
      '## Receiving a 500-line sub-order',
      '',
      `Each round: an approved order into the keeper's warehouse with one sub-order of ` +
        `${num(RECEIPT_LINES)} lines (${num(RECEIPT_LINES)} SKUs of one supplier, made by SQL), ` +
        '`POST /purchase/suborder/:id/confirm` by `admin`, then the keeper receives every line ' +
        'in one `POST /purchase/suborder/:id/receive` (timed from the request to its answer: the ' +
        'lines locked and checked, every `purchaseIn` posted through postMovements with its stock ' +
        'row and threshold check, the lines, the timeline, the audit row, the sub-order and its ' +
        'order closed, the detail read back). Floor: one `insert … select` of the same ' +
        `${num(RECEIPT_LINES)} ledger rows into a copy of \`stock_movement\` (its columns, ` +
        'defaults, constraints and indexes) in the same database, after each round.',
      '',
      table(
        ['round', 'receive', 'floor', 'vs the floor'],
        [
          ...receipts.map((r, i) => [
            String(i + 1),
            ms(r.receiveMs),
            ms(r.floorMs),
            ratio(r.receiveMs / r.floorMs),
          ]),
          ['median', ms(median), ms(floor), ratio(median / floor)],
        ],
      ),
      '',
      ...verdictLines('Targets', checks, notes),
    ].join('\n');
    await finishSection('purchase', markdown, checks);
  } finally {
    await depot.stop();
  }
} finally {
  cluster?.stop();
}
