import { PROJECT_WARRANTY_DAYS, type ContractorDocState } from './constants';
import { addDays, daysBetween } from './schedule';

/*
 * The days of a project's contractor documents and of its warranty (docs/projects.md,
 * "Contractors and warranty"): the server flags and reminds with them, the pages show them.
 */

/**
 * A document's state on `today`: lapsed after its valid-until day, about to lapse from
 * `remindDays` before it (the day its reminder goes), valid before that.
 */
export function contractorDocState(
  validUntil: string,
  remindDays: number,
  today: string,
): ContractorDocState {
  const left = daysBetween(today, validUntil);
  if (left < 0) return 'expired';
  return left <= remindDays ? 'expiring' : 'valid';
}

/** The last day of a project's warranty, from its completion (actual end) day. */
export const warrantyUntil = (completedOn: string): string =>
  addDays(completedOn, PROJECT_WARRANTY_DAYS);
