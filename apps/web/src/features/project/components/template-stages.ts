import type { ProjectStageInput, ProjectStageKind, ProjectTemplateStage } from '@depot/shared';
import type { PreviewStage } from './schedule-preview';

/**
 * A stage as the template editor holds it: a key that stays with it while stages move, and its
 * dependencies by those keys (a stage's number changes when it moves; its key does not).
 */
export interface StageRow {
  key: number;
  name?: string;
  kind?: ProjectStageKind;
  plannedDays?: number | null;
  dependsOn?: number[];
  gate?: boolean;
  checklistFormId?: number | null;
}

/** A saved template's stages as rows: each keyed by its number. */
export const rowsOf = (stages: readonly ProjectTemplateStage[]): StageRow[] =>
  stages.map((s) => ({ ...s, key: s.seq, dependsOn: [...s.dependsOn] }));

/** The stage numbers of a row's dependencies: only earlier stages, in order. */
function seqsOf(rows: readonly StageRow[], index: number): number[] {
  const seqByKey = new Map(rows.map((r, i) => [r.key, i + 1]));
  return (rows[index]?.dependsOn ?? [])
    .map((k) => seqByKey.get(k))
    .filter((seq): seq is number => seq !== undefined && seq <= index)
    .sort((a, b) => a - b);
}

/** Each row's dependencies kept to the stages still before it (after a move or a removal). */
export const pruned = (rows: readonly StageRow[]): StageRow[] =>
  rows.map((r, i) => {
    const earlier = new Set(rows.slice(0, i).map((e) => e.key));
    return { ...r, dependsOn: (r.dependsOn ?? []).filter((k) => earlier.has(k)) };
  });

/** The stages as the template's body numbers them, 1..n in order. */
export const stagesBody = (rows: readonly StageRow[]): ProjectStageInput[] =>
  rows.map((r, i) => ({
    seq: i + 1,
    name: (r.name ?? '').trim(),
    kind: r.kind ?? 'general',
    plannedDays: r.plannedDays ?? 1,
    dependsOn: seqsOf(rows, i),
    gate: r.gate === true,
    checklistFormId: r.checklistFormId ?? null,
  }));

/** The rows as the preview schedules them (a row without a valid duration counts 1 day). */
export const previewOf = (rows: readonly StageRow[]): PreviewStage[] =>
  rows.map((r, i) => ({
    seq: i + 1,
    name: r.name?.trim() || `${i + 1}`,
    plannedDays: r.plannedDays && r.plannedDays > 0 ? r.plannedDays : 1,
    dependsOn: seqsOf(rows, i),
  }));
