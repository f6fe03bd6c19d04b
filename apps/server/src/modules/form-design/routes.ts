import { PERMISSIONS } from '@depot/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { BadRequest } from '../../core/errors';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageQuery, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { describeFormErrors } from './form-messages';
import {
  designCreateBody,
  designDetailSchema,
  designPageQuery,
  designSummarySchema,
  designUpdateBody,
  designVersionSchema,
  recordDetailSchema,
  recordParams,
  recordSchema,
  savedVersionSchema,
  submitBody,
  submittedSchema,
  versionQuery,
} from './schema';
import { FormDataInvalid, type FormDesignService } from './service';

/** Designs can hold hundreds of widgets with long option lists. */
const DESIGN_BODY_LIMIT = 4 * 1024 * 1024;
/** Rich text may be up to a million characters (MAX_RICH_TEXT_LENGTH). */
const SUBMIT_BODY_LIMIT = 12 * 1024 * 1024;

/** Form designs (versioned), and the records filled in with them (SPEC §1–§3, §5). */
export const formDesignRoutes: FastifyPluginAsyncZod<{ forms: FormDesignService }> = async (
  app,
  { forms },
) => {
  const tags = ['form-design'];

  await app.register(
    actionRoutes(tags, [
      action('GET /admin/form-design/page', {
        // A project template's designer picks each stage's required checklist among the designs
        // (docs/projects.md "Stage checklists").
        permission: ['sys_form_view', PERMISSIONS.project.template],
        summary: 'Designs not deleted; name: contains, code: exact',
        query: designPageQuery,
        reply: pageSchema(designSummarySchema),
        run: ({ query }) => forms.page(query),
      }),
      action('GET /admin/form-design/:id', {
        permission: 'sys_form_view',
        summary: 'A design at its current version, or at ?version=',
        params: idParams,
        query: versionQuery,
        reply: designDetailSchema,
        run: ({ params, query }) => forms.get(params.id, query.version),
      }),
      action('GET /admin/form-design/:id/versions', {
        permission: 'sys_form_view',
        summary: 'Every saved version of a design, newest first',
        params: idParams,
        reply: z.array(designVersionSchema),
        run: ({ params }) => forms.versions(params.id),
      }),
      action('POST /admin/form-design/:id/copy', {
        permission: 'sys_form_add',
        summary: 'Copies the current version into a new design (code …-copy, …-copy-2, …)',
        params: idParams,
        reply: savedVersionSchema,
        run: ({ user, params, request }) => forms.copy(user, params.id, requestLanguage(request)),
      }),
      action('GET /admin/form-design/:id/records', {
        permission: 'sys_form_view',
        summary: 'Records of a design (also of a deleted one), newest first',
        params: idParams,
        query: pageQuery,
        reply: pageSchema(recordSchema),
        run: ({ params, query }) => forms.records(params.id, query),
      }),
      action('GET /admin/form-record/:recordId', {
        permission: 'sys_form_view',
        summary: 'One record, with the design of the version it was filled in with',
        params: recordParams,
        reply: recordDetailSchema,
        run: ({ params }) => forms.record(params.recordId),
      }),
    ]),
  );
  app.post(
    '/admin/form-design',
    {
      config: { permission: 'sys_form_add' },
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Creates a design at version 1 (409 on a taken code)',
        body: designCreateBody,
        response: { 200: envelopeOf(savedVersionSchema) },
      },
    },
    async (request) => ok(await forms.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/form-design/:id',
    {
      config: { permission: 'sys_form_edit' },
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Saves a new version (409 when baseVersion is given and no longer current)',
        params: idParams,
        body: designUpdateBody,
        response: { 200: envelopeOf(savedVersionSchema) },
      },
    },
    async (request) =>
      ok(await forms.update(currentUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/admin/form-design/:id',
    {
      config: { permission: 'sys_form_del' },
      schema: {
        tags,
        summary: 'Deletes a design (kept for its records, which stay readable)',
        params: idParams,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await forms.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
  app.post(
    '/admin/form-design/:id/submit',
    {
      config: { permission: 'sys_form_submit' },
      bodyLimit: SUBMIT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Stores form data against the current version (400 naming the fields)',
        params: idParams,
        body: submitBody,
        response: { 200: envelopeOf(submittedSchema) },
      },
    },
    async (request) => {
      return ok(
        await formDataAnswer(request, () =>
          forms.submit(currentUser(request), request.params.id, request.body.data),
        ),
      );
    },
  );
};

/**
 * What `write` returns; form data it found invalid becomes a 400 naming each field in the
 * caller's language (`form.invalid`). Areas storing designed fields (asset custom fields) use
 * it too.
 */
export async function formDataAnswer<T>(request: FastifyRequest, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof FormDataInvalid)) throw error;
    throw new BadRequest('form.invalid', {
      errors: describeFormErrors(error.design.fields, error.errors, requestLanguage(request)),
    });
  }
}
