import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/** Every point in time is a timestamptz (DESIGN §4); the wire carries ISO 8601. */
export const timestamptz = (name: string) =>
  pg.timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Set by the code that changes the row; the default covers the insert. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * A versioned row's stamps as its reads select them: the version a write must name (a stale one
 * is a 409), when the row was made and when it last changed.
 */
export const stampsOf = <
  T extends { version: pg.AnyPgColumn; createdAt: pg.AnyPgColumn; updatedAt: pg.AnyPgColumn },
>(
  row: T,
) => ({ version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt });

/**
 * A required reference to the row this one is part of (a role's menus, an order's timeline, a
 * document's assets): it goes when that row goes.
 */
export const partOf = <N extends string>(name: N, ref: () => pg.AnyPgColumn) =>
  pg.integer(name).notNull().references(ref, { onDelete: 'cascade' });

/**
 * A required reference to a row this one needs (its warehouse, category, applicant): that row
 * cannot be deleted while this one points at it.
 */
export const needs = <N extends string>(name: N, ref: () => pg.AnyPgColumn) =>
  pg.integer(name).notNull().references(ref, { onDelete: 'restrict' });

/** The values of a check constraint's `in (…)` list (constants of the code, never input). */
export const listOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
