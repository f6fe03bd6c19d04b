import type { ApprovalDocType, ApprovalStep } from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import { createResourceService } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { templateResource } from './template-resource';

/**
 * A demo flow step: any one of `approvers` decides, an administrator when none is left, skipped
 * when the applicant is one of them, no timeout.
 */
export const demoStep = (name: string, approvers: ApprovalStep['approvers']): ApprovalStep => ({
  name,
  approvers,
  mode: 'any',
  whenEmpty: 'admin',
  whenApplicant: 'skip',
  timeoutHours: null,
  timeoutAction: 'remind',
});

/**
 * A demo area's flow template for `docType`, for any amount, category and enterprise, made by
 * the administrator through the template resource as the admin console makes one.
 */
export function demoTemplate(
  tx: Db,
  admin: AuthUser,
  docType: ApprovalDocType,
  name: string,
  steps: ApprovalStep[],
) {
  return createResourceService(tx, templateResource).create(admin, {
    docType,
    name,
    priority: 0,
    enabled: true,
    condition: { minAmount: null, maxAmount: null, categoryIds: [], enterpriseIds: [] },
    steps,
  });
}
