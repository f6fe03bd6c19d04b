import type { ApprovalDocFacts } from '../approval/doc-handler';

/**
 * What a project's document (a cost visa, a design change, a discarding request, a start-of-work
 * application) tells the approval engine: its summary line, its amount (or null), and the
 * enterprise of the project's store. It concerns no asset categories, custodians or keepers.
 */
export function projectDocFacts(
  title: string,
  amount: string | null,
  enterpriseId: number,
): ApprovalDocFacts {
  return {
    title: title.slice(0, 200),
    amount,
    categoryIds: [],
    enterpriseId,
    custodianIds: [],
    keeperIds: [],
  };
}
