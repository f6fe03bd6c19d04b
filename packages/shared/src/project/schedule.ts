/*
 * The one scheduling rule of a project's stages (docs/projects.md): the server runs it when a
 * project is created and whenever a stage finishes, the template editor for its preview. Days
 * are `YYYY-MM-DD` calendar days, counted in UTC so no clock or time zone moves them.
 */

/** What the rule reads of a stage. A template's stage has no dates; a project's may. */
export interface SchedulableStage {
  /** 1..n; a stage depends only on earlier ones. */
  seq: number;
  plannedDays: number;
  dependsOn: readonly number[];
  /** The start of the plan before this run (null or left out: none yet). */
  plannedStart?: string | null;
  /** When it started (it keeps this start). */
  actualStart?: string | null;
  /** When it finished (its dependants start the day after). */
  actualEnd?: string | null;
}

/** A stage's place in the new plan, and how far it moved against the plan before. */
export interface ScheduledStage {
  seq: number;
  plannedStart: string;
  plannedEnd: string;
  /** New start − previous start in days (0 with no previous plan). */
  shiftDays: number;
}

const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/**
 * Each stage's planned dates: it starts the day after the latest end of the stages it depends
 * on (the actual end of a finished one, else its planned end), or on `projectStart` when it
 * depends on none; a started stage keeps its actual start; it ends `plannedDays − 1` days after
 * it starts. Answers the stages in `seq` order. A dependency on a stage not listed, or not
 * earlier, is ignored (the contracts refuse both).
 */
export function scheduleStages(
  stages: readonly SchedulableStage[],
  projectStart: string,
): ScheduledStage[] {
  const ordered = [...stages].sort((a, b) => a.seq - b.seq);
  const endOf = new Map<number, string>();
  const result: ScheduledStage[] = [];
  for (const stage of ordered) {
    let start = projectStart;
    let latest: string | null = null;
    for (const seq of stage.dependsOn) {
      const end = seq < stage.seq ? endOf.get(seq) : undefined;
      if (end !== undefined && (latest === null || end > latest)) latest = end;
    }
    if (latest !== null) start = addDays(latest, 1);
    if (stage.actualStart) start = stage.actualStart;
    const plannedEnd = addDays(start, Math.max(1, stage.plannedDays) - 1);
    endOf.set(stage.seq, stage.actualEnd ?? plannedEnd);
    result.push({
      seq: stage.seq,
      plannedStart: start,
      plannedEnd,
      shiftDays: stage.plannedStart ? daysBetween(stage.plannedStart, start) : 0,
    });
  }
  return result;
}

/** The latest planned end of a schedule: the project's planned end (null: no stages). */
export function scheduleEnd(
  scheduled: readonly Pick<ScheduledStage, 'plannedEnd'>[],
): string | null {
  let end: string | null = null;
  for (const { plannedEnd } of scheduled) if (end === null || plannedEnd > end) end = plannedEnd;
  return end;
}
