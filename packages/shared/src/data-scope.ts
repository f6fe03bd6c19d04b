/**
 * How far a role sees into records that belong somewhere (RuoYi's data scope): every record;
 * those of the user's enterprise; of their department and the departments below it; of their
 * department only; of the stores assigned to them; or only records they made or were
 * assigned. A user with several roles sees what any of them sees.
 */
export const DATA_SCOPES = ['all', 'enterprise', 'deptAndBelow', 'dept', 'stores', 'self'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];
