import type { DataScopeKind } from '@depot/shared';

/**
 * What the caller's roles let them see of records that belong somewhere, with the facts the
 * filters need (resolved at sign-in, kept with the sign-in: a change of roles, department or
 * stores is forgotten there like a change of grants). A record is in scope when any part says
 * so; each area turns this into its own SQL condition.
 */
export interface DataScope {
  /** A role sees every record: no condition at all. */
  all: boolean;
  /** A role sees the user's enterprise (null otherwise, or when the user has no department). */
  enterpriseId: number | null;
  /** A role sees the user's department (null otherwise, or without one)… */
  deptId: number | null;
  /** …and, when true, the departments below it too. */
  deptTree: boolean;
  /** A role sees the stores assigned to the user (null otherwise). */
  storeIds: readonly number[] | null;
  /** A role sees the records the user made or is assigned. */
  self: boolean;
  userId: number;
}

/** Where the user stands in the organisation. */
export interface ScopeFacts {
  userId: number;
  deptId: number | null;
  enterpriseId: number | null;
  storeIds: readonly number[];
}

/** The union of what the roles of `kinds` see. */
export function dataScopeOf(kinds: readonly DataScopeKind[], facts: ScopeFacts): DataScope {
  const has = (kind: DataScopeKind) => kinds.includes(kind);
  const deptTree = has('deptAndBelow');
  return {
    all: has('all'),
    enterpriseId: has('enterprise') ? facts.enterpriseId : null,
    deptId: deptTree || has('dept') ? facts.deptId : null,
    deptTree,
    storeIds: has('stores') ? [...facts.storeIds].sort((a, b) => a - b) : null,
    self: has('self'),
    userId: facts.userId,
  };
}

/**
 * The scope as text: two users with the same key see the same records (lists keep answers
 * by it). `self` names the user, so it keys per user.
 */
export function dataScopeKey(scope: DataScope): string {
  if (scope.all) return 'all';
  return [
    `e${scope.enterpriseId ?? ''}`,
    `d${scope.deptId ?? ''}${scope.deptTree ? '+' : ''}`,
    `s${scope.storeIds?.join('.') ?? '-'}`,
    scope.self ? `u${scope.userId}` : '',
  ].join('|');
}
