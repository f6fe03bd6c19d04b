import type { ApprovalPreview, ApprovalPreviewBody } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import type { ApprovalDocHandler } from './doc-handler';
import { peopleIn, personsOf } from './people';
import { expectedPeople } from './route';
import { chooseTemplate, docTypeWords } from './template-choice';

/**
 * Who would approve a document of `docType` that `applicantId` submitted with `payload` now:
 * the template chosen and each step's approvers as the rules find them today (a step that
 * would be skipped: state 'skipped', nobody). Nothing is written.
 */
export async function previewRoute(
  db: Db,
  handler: ApprovalDocHandler | undefined,
  body: Required<Pick<ApprovalPreviewBody, 'docType' | 'applicantId' | 'payload'>>,
): Promise<ApprovalPreview> {
  if (!handler?.previewFacts) {
    throw new BadRequest('approval.noPreview', { type: docTypeWords(body.docType) });
  }
  const previewFacts = handler.previewFacts.bind(handler);
  return db.transaction(async (tx) => {
    const [applicant] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.id, body.applicantId), eq(appUser.enabled, true)));
    if (!applicant) throw new BadRequest('approval.unknownApplicant');
    const facts = await previewFacts(tx, body.payload, body.applicantId);
    const template = await chooseTemplate(tx, body.docType, facts);
    const people = await expectedPeople(tx, template.steps, {
      applicantId: body.applicantId,
      facts,
    });
    const persons = await personsOf(
      tx,
      people.flatMap((p) => p.approvers),
    );
    return {
      templateId: template.templateId,
      templateName: template.name,
      version: template.version,
      steps: template.steps.map((step, index) => ({
        index,
        name: step.name,
        mode: step.mode,
        state: people[index]!.skipped ? ('skipped' as const) : ('coming' as const),
        tasks: [],
        expected: peopleIn(persons, people[index]!.approvers),
      })),
    };
  });
}
