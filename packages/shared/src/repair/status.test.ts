import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OPEN_REPAIR_STATUSES,
  REPAIR_ACTIONS,
  REPAIR_STATUSES,
  SUBORDER_ACTIONS,
  SUBORDER_STATUSES,
  allowedRepairActions,
  allowedSubOrderActions,
  isOpenRepairStatus,
  repairTransition,
  subOrderTransition,
  type RepairAction,
  type RepairStatus,
} from './status';

/** The life cycle of issue #7, written out: [from, action] → to. Anything else is refused. */
const ALLOWED: [RepairStatus, RepairAction, RepairStatus][] = [
  ['submitted', 'dispatch', 'dispatched'],
  ['dispatched', 'dispatch', 'dispatched'],
  ['dispatched', 'start', 'in_progress'],
  ['in_progress', 'pause', 'paused'],
  ['paused', 'resume', 'in_progress'],
  ['in_progress', 'complete', 'completed'],
  ['submitted', 'cancel', 'cancelled'],
  ['dispatched', 'cancel', 'cancelled'],
  ['completed', 'evaluate', 'completed'],
];

describe('repair-order life cycle', () => {
  for (const from of REPAIR_STATUSES) {
    for (const action of REPAIR_ACTIONS) {
      const expected = ALLOWED.find(([f, a]) => f === from && a === action)?.[2] ?? null;
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(repairTransition(from, action)).toBe(expected);
      });
    }
  }

  it('evaluates once', () => {
    expect(repairTransition('completed', 'evaluate', false)).toBe('completed');
    expect(repairTransition('completed', 'evaluate', true)).toBeNull();
    expect(allowedRepairActions('completed', true)).toEqual([]);
  });

  it('offers exactly the allowed actions', () => {
    expect(allowedRepairActions('submitted')).toEqual(['dispatch', 'cancel']);
    expect(allowedRepairActions('dispatched')).toEqual(['dispatch', 'start', 'cancel']);
    expect(allowedRepairActions('in_progress')).toEqual(['pause', 'complete']);
    expect(allowedRepairActions('paused')).toEqual(['resume']);
    expect(allowedRepairActions('cancelled')).toEqual([]);
  });

  it('never leaves a finished order, and only open orders run the clock', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REPAIR_ACTIONS), { maxLength: 30 }), (actions) => {
        let status: RepairStatus = 'submitted';
        let evaluated = false;
        for (const action of actions) {
          const next = repairTransition(status, action, evaluated);
          if (next === null) continue;
          if (!isOpenRepairStatus(status)) expect(next).toBe(status);
          if (action === 'evaluate') evaluated = true;
          status = next;
        }
        expect(isOpenRepairStatus(status)).toBe(OPEN_REPAIR_STATUSES.includes(status));
      }),
    );
  });
});

describe('sub-order life cycle', () => {
  const allowed: Record<string, string | null> = {
    'pending/start': 'in_progress',
    'pending/cancel': 'cancelled',
    'in_progress/complete': 'completed',
    'in_progress/cancel': 'cancelled',
  };
  for (const from of SUBORDER_STATUSES) {
    for (const action of SUBORDER_ACTIONS) {
      const expected = allowed[`${from}/${action}`] ?? null;
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(subOrderTransition(from, action)).toBe(expected);
        expect(allowedSubOrderActions(from).includes(action)).toBe(expected !== null);
      });
    }
  }
});
