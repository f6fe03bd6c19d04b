import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationParts, liveRepairFigures, pauseLength, repairFigures } from './durations';

const T0 = Date.UTC(2026, 4, 1, 8, 0, 0);
const MIN = 60_000;

describe('repairFigures', () => {
  it('is submit to now while open, minus ended pauses and the open one', () => {
    const clock = { submitTime: T0, completionTime: null, pauseDuration: 600, pausedSince: null };
    expect(repairFigures(clock, T0 + 60 * MIN)).toEqual({ pauseSeconds: 600, orderSeconds: 3000 });
    const paused = { ...clock, pausedSince: T0 + 50 * MIN };
    expect(repairFigures(paused, T0 + 60 * MIN)).toEqual({
      pauseSeconds: 1200,
      orderSeconds: 2400,
    });
    // While paused the order's duration stands still; the pause grows.
    expect(repairFigures(paused, T0 + 90 * MIN)).toEqual({
      pauseSeconds: 3000,
      orderSeconds: 2400,
    });
  });

  it('stops at completion or cancellation', () => {
    const done = {
      submitTime: new Date(T0).toISOString(),
      completionTime: new Date(T0 + 120 * MIN).toISOString(),
      pauseDuration: 1800,
      pausedSince: null,
    };
    expect(repairFigures(done, T0 + 999 * MIN)).toEqual({ pauseSeconds: 1800, orderSeconds: 5400 });
    const cancelled = {
      ...done,
      completionTime: null,
      cancelTime: T0 + 30 * MIN,
      pauseDuration: 0,
    };
    expect(repairFigures(cancelled, T0 + 999 * MIN).orderSeconds).toBe(1800);
  });

  it('adds each pause when work resumes: several pauses sum up', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            work: fc.integer({ min: 0, max: 600 }),
            pause: fc.integer({ min: 0, max: 600 }),
          }),
          {
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 600 }),
        (steps, tail) => {
          // Simulate the server: pause, then resume adding pauseLength to the stored total.
          let t = T0;
          let stored = 0;
          let worked = 0;
          for (const { work, pause } of steps) {
            t += work * 1000;
            worked += work;
            const pausedAt = t;
            t += pause * 1000;
            stored += pauseLength(pausedAt, t);
          }
          t += tail * 1000;
          worked += tail;
          const clock = {
            submitTime: T0,
            completionTime: null,
            pauseDuration: stored,
            pausedSince: null,
          };
          const figures = repairFigures(clock, t);
          expect(figures.pauseSeconds).toBe(steps.reduce((n, s) => n + s.pause, 0));
          expect(figures.orderSeconds).toBe(worked);
          expect(figures.orderSeconds + figures.pauseSeconds).toBe((t - T0) / 1000);
        },
      ),
    );
  });

  it('never answers negative or fractional seconds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.option(fc.integer({ min: -1e9, max: 1e9 })),
        (offset, ended, paused) => {
          const f = repairFigures(
            {
              submitTime: T0,
              completionTime: null,
              pauseDuration: ended,
              pausedSince: paused === null ? null : T0 + paused,
            },
            T0 + offset,
          );
          for (const v of [f.pauseSeconds, f.orderSeconds]) {
            expect(Number.isInteger(v) && v >= 0).toBe(true);
          }
        },
      ),
    );
  });

  it('keeps an answered order ticking with liveRepairFigures', () => {
    const answered = {
      submitTime: new Date(T0).toISOString(),
      completionTime: null,
      cancelTime: null,
      endedPauseDuration: 600,
      // What the server answered at T0 + 60 min: the open pause counted in.
      pauseDuration: 1200,
      pausedSince: new Date(T0 + 50 * MIN).toISOString(),
    };
    expect(liveRepairFigures(answered, T0 + 60 * MIN)).toEqual({
      pauseSeconds: answered.pauseDuration,
      orderSeconds: 2400,
    });
    expect(liveRepairFigures(answered, T0 + 70 * MIN).pauseSeconds).toBe(1800);
  });
});

describe('durationParts', () => {
  it('splits seconds into days, hours and minutes', () => {
    expect(durationParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts(93_780)).toEqual({ days: 1, hours: 2, minutes: 3 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (s) => {
        const p = durationParts(s);
        expect(p.days * 86_400 + p.hours * 3600 + p.minutes * 60).toBe(s - (s % 60));
        expect(p.hours < 24 && p.minutes < 60).toBe(true);
      }),
    );
  });
});
