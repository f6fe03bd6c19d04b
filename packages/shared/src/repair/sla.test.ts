import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairFigures } from './durations';
import { liveRepairState, liveRepairStateUntil } from './sla';
import { REPAIR_STATUSES } from './status';

const T0 = Date.UTC(2026, 4, 1, 8, 0, 0);
const MIN = 60_000;
const target = { responseMinutes: 30, resolutionMinutes: 120 };

const order = (fields: Partial<Parameters<typeof liveRepairState>[0]> = {}) => ({
  status: 'submitted' as const,
  submitTime: T0,
  dispatchTime: null,
  completionTime: null,
  pauseDuration: 0,
  pausedSince: null,
  ...fields,
});

describe('liveRepairState flags', () => {
  it('flags a response once the order waits for dispatch past its target', () => {
    expect(liveRepairState(order(), target, T0 + 30 * MIN).responseBreached).toBe(false);
    expect(liveRepairState(order(), target, T0 + 31 * MIN).responseBreached).toBe(true);
    const onTime = order({ status: 'dispatched', dispatchTime: T0 + 29 * MIN });
    expect(liveRepairState(onTime, target, T0 + 99 * MIN).responseBreached).toBe(false);
    const late = order({ status: 'dispatched', dispatchTime: T0 + 45 * MIN });
    expect(liveRepairState(late, target, T0 + 99 * MIN).responseBreached).toBe(true);
  });

  it('flags a resolution on working time, pauses excluded', () => {
    const working = order({ status: 'in_progress', dispatchTime: T0 });
    expect(liveRepairState(working, target, T0 + 121 * MIN).resolutionBreached).toBe(true);
    const paused = order({
      status: 'paused',
      dispatchTime: T0,
      pauseDuration: 3600,
      pausedSince: T0 + 100 * MIN,
    });
    // 5 h since submission, 1 h + 3 h 20 min paused: 40 min of work.
    expect(liveRepairState(paused, target, T0 + 300 * MIN).resolutionBreached).toBe(false);
    const done = order({ status: 'completed', dispatchTime: T0, completionTime: T0 + 200 * MIN });
    expect(liveRepairState(done, target, T0 + 999 * MIN).resolutionBreached).toBe(true);
  });

  it('never flags a cancelled order, nor a type without targets', () => {
    const cancelled = order({ status: 'cancelled' });
    expect(liveRepairState(cancelled, target, T0 + 999 * MIN)).toMatchObject({
      responseBreached: false,
      resolutionBreached: false,
    });
    expect(
      liveRepairState(order(), { responseMinutes: null, resolutionMinutes: null }, T0 + 9999 * MIN),
    ).toMatchObject({ responseBreached: false, resolutionBreached: false });
  });
});

describe('liveRepairState', () => {
  const time = fc.integer({ min: T0, max: T0 + 3 * 24 * 60 * MIN });
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const input = fc.record({
    status: fc.constantFrom(...REPAIR_STATUSES),
    submitTime: fc.constant(T0),
    dispatchTime: maybe(time),
    completionTime: maybe(time),
    cancelTime: maybe(time),
    pauseDuration: fc.integer({ min: 0, max: 86_400 }),
    pausedSince: maybe(time),
  });
  const targets = fc.record({
    responseMinutes: maybe(fc.integer({ min: 0, max: 600 })),
    resolutionMinutes: maybe(fc.integer({ min: 0, max: 6000 })),
  });

  it('counts the seconds repairFigures counts, for any order at any moment', () => {
    fc.assert(
      fc.property(input, targets, time, (o, t, now) => {
        expect(liveRepairState(o, t, now)).toMatchObject(repairFigures(o, now));
      }),
    );
  });

  it('holds until liveRepairStateUntil, for any order from any moment', () => {
    const ahead = fc.integer({ min: 0, max: 3 * 24 * 60 * MIN });
    fc.assert(
      fc.property(input, targets, time, ahead, (o, t, now, offset) => {
        const until = liveRepairStateUntil(o, t, now);
        expect(until).toBeGreaterThan(now);
        const state = liveRepairState(o, t, now);
        const later = Math.min(now + offset, until - 1);
        expect(liveRepairState(o, t, later)).toEqual(state);
        expect(liveRepairState(o, t, until - 1)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('steps a running order at its whole seconds and a finished one never', () => {
    const running = order({ status: 'dispatched', dispatchTime: T0 + MIN });
    expect(liveRepairStateUntil(running, target, T0 + 5 * MIN + 250)).toBe(T0 + 5 * MIN + 1000);
    const paused = order({
      status: 'paused',
      dispatchTime: T0 + MIN,
      pausedSince: T0 + 2 * MIN + 400,
    });
    expect(liveRepairStateUntil(paused, target, T0 + 5 * MIN + 250)).toBe(T0 + 5 * MIN + 400);
    // Waiting for dispatch: the response flag turns just after its target.
    expect(liveRepairStateUntil(order({ completionTime: T0 + MIN }), target, T0 + 2 * MIN)).toBe(
      T0 + 30 * MIN + 1,
    );
    const done = order({
      status: 'completed',
      dispatchTime: T0 + MIN,
      completionTime: T0 + 9 * MIN,
    });
    expect(liveRepairStateUntil(done, target, T0 + 50 * MIN)).toBe(Infinity);
  });

  it('flags what slaState flags (its tests above), without writing the due time', () => {
    const late = order({ status: 'dispatched', dispatchTime: T0 + 45 * MIN });
    expect(liveRepairState(late, target, T0 + 200 * MIN)).toEqual({
      pauseSeconds: 0,
      orderSeconds: 200 * 60,
      responseBreached: true,
      resolutionBreached: true,
    });
    expect(liveRepairState(order({ status: 'cancelled' }), target, T0 + 999 * MIN)).toEqual({
      pauseSeconds: 0,
      orderSeconds: 999 * 60,
      responseBreached: false,
      resolutionBreached: false,
    });
  });
});
