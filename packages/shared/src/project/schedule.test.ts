import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, scheduleEnd, scheduleStages } from './schedule';
import { costVisaCreateBody, projectStagesBody } from './schema';

/** A design (1, 3 days) → build (2, 10 days, after 1) and fit-out (3, 5 days, after 1) → handover (4, 2 days, after 2 and 3). */
const plan = [
  { seq: 1, plannedDays: 3, dependsOn: [] },
  { seq: 2, plannedDays: 10, dependsOn: [1] },
  { seq: 3, plannedDays: 5, dependsOn: [1] },
  { seq: 4, plannedDays: 2, dependsOn: [2, 3] },
];

describe('scheduleStages', () => {
  it('starts a stage the day after the latest end of what it depends on', () => {
    const s = scheduleStages(plan, '2026-03-30');
    expect(s).toEqual([
      { seq: 1, plannedStart: '2026-03-30', plannedEnd: '2026-04-01', shiftDays: 0 },
      { seq: 2, plannedStart: '2026-04-02', plannedEnd: '2026-04-11', shiftDays: 0 },
      { seq: 3, plannedStart: '2026-04-02', plannedEnd: '2026-04-06', shiftDays: 0 },
      // After the later of 2 (11th) and 3 (6th).
      { seq: 4, plannedStart: '2026-04-12', plannedEnd: '2026-04-13', shiftDays: 0 },
    ]);
    expect(scheduleEnd(s)).toBe('2026-04-13');
  });

  it('moves the dependants of a late finish by exactly the delay, and of an early one earlier', () => {
    const first = scheduleStages(plan, '2026-03-30');
    const withPlan = plan.map((p, i) => ({ ...p, plannedStart: first[i]!.plannedStart }));
    // Stage 1 planned to end on the 1st ends on the 4th: three days late.
    const late = scheduleStages(
      [
        { ...withPlan[0]!, actualStart: '2026-03-30', actualEnd: '2026-04-04' },
        ...withPlan.slice(1),
      ],
      '2026-03-30',
    );
    expect(late.map((s) => s.shiftDays)).toEqual([0, 3, 3, 3]);
    expect(late[1]!.plannedStart).toBe('2026-04-05');
    // Ended a day early.
    const early = scheduleStages(
      [
        { ...withPlan[0]!, actualStart: '2026-03-30', actualEnd: '2026-03-31' },
        ...withPlan.slice(1),
      ],
      '2026-03-30',
    );
    expect(early.map((s) => s.shiftDays)).toEqual([0, -1, -1, -1]);
  });

  it('keeps a started stage at its actual start', () => {
    const first = scheduleStages(plan, '2026-03-30');
    const stages = plan.map((p, i) => ({ ...p, plannedStart: first[i]!.plannedStart }));
    const s = scheduleStages(
      [
        { ...stages[0]!, actualStart: '2026-03-30', actualEnd: '2026-04-03' },
        { ...stages[1]!, actualStart: '2026-04-02' },
        stages[2]!,
        stages[3]!,
      ],
      '2026-03-30',
    );
    expect(s[1]).toEqual({
      seq: 2,
      plannedStart: '2026-04-02',
      plannedEnd: '2026-04-11',
      shiftDays: 0,
    });
    expect(s[2]!.shiftDays).toBe(2);
  });

  it('counts days across months and years in UTC', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});

describe('the stage list contract', () => {
  it('takes stages numbered in order that depend only on earlier ones', () => {
    const ok = projectStagesBody.safeParse(
      plan.map((p) => ({ ...p, name: `S${p.seq}`, kind: 'general' })),
    );
    expect(ok.success).toBe(true);
  });

  it('refuses a gap in the numbering, a dependency on itself or a later stage, and a repeat', () => {
    const stage = (seq: number, dependsOn: number[]) => ({
      seq,
      name: `S${seq}`,
      kind: 'general',
      plannedDays: 1,
      dependsOn,
    });
    expect(projectStagesBody.safeParse([stage(1, []), stage(3, [1])]).success).toBe(false);
    expect(projectStagesBody.safeParse([stage(1, [1])]).success).toBe(false);
    expect(projectStagesBody.safeParse([stage(1, [2]), stage(2, [])]).success).toBe(false);
    expect(projectStagesBody.safeParse([stage(1, []), stage(2, [1, 1])]).success).toBe(false);
    expect(projectStagesBody.safeParse([{ ...stage(1, []), plannedDays: 366 }]).success).toBe(
      false,
    );
  });

  it('takes a negative visa amount (a saving) but never zero or three decimals', () => {
    const visa = (amount: string) =>
      costVisaCreateBody.safeParse({ projectId: 1, title: 't', reason: 'r', amount }).success;
    expect(visa('-1200.50')).toBe(true);
    expect(visa('3000')).toBe(true);
    expect(visa('0.00')).toBe(false);
    expect(visa('1.005')).toBe(false);
  });
});
