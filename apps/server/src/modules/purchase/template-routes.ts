import {
  PERMISSIONS,
  purchaseTemplateCreateBody,
  purchaseTemplateDetailSchema,
  purchaseTemplateEnableBody,
  purchaseTemplatePageQuery,
  purchaseTemplateSchema,
  purchaseTemplateUpdateBody,
  templateFormSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema } from '../../core/pagination';
import type { TemplateService } from './template-service';

const tags = ['purchase'];
const KEY = PERMISSIONS.purchase.template.manage;
const detail = { 200: envelopeOf(purchaseTemplateDetailSchema) };

/**
 * `/purchase/template`: purchase templates (docs/purchasing.md "Templates"), read and changed
 * with `purchase_template`; one template's detail is also read by whoever may add an order
 * (the add-order page is prefilled from it).
 */
export const templateRoutes: FastifyPluginAsyncZod<{ templates: TemplateService }> = async (
  app,
  { templates },
) => {
  app.get(
    '/purchase/template/page',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'Purchase templates, filtered by enabled or part of the name, newest first',
        querystring: purchaseTemplatePageQuery,
        response: { 200: envelopeOf(pageSchema(purchaseTemplateSchema)) },
      },
    },
    async (request) => ok(await templates.page(request.query)),
  );
  app.get(
    '/purchase/template/forms',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'The form designs a template may use for its header fields',
        response: { 200: envelopeOf(z.array(templateFormSchema)) },
      },
    },
    async () => ok(await templates.forms()),
  );
  app.get(
    '/purchase/template/:id',
    {
      config: { permission: [KEY, PERMISSIONS.purchase.order.add] },
      schema: {
        tags,
        summary: 'One template with its lines (current prices) and header design',
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await templates.get(request.params.id)),
  );
  app.post(
    '/purchase/template',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'A purchase template (a name already used: 409)',
        body: purchaseTemplateCreateBody,
        response: detail,
      },
    },
    async (request) => ok(await templates.create(currentUser(request), request.body)),
  );
  app.put(
    '/purchase/template',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'Changes a template, its lines replaced, at the version read',
        body: purchaseTemplateUpdateBody,
        response: detail,
      },
    },
    async (request) => ok(await templates.update(currentUser(request), request.body)),
  );
  app.post(
    '/purchase/template/:id/enabled',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'Enables or disables a template, at the version read',
        params: idParams,
        body: purchaseTemplateEnableBody,
        response: detail,
      },
    },
    async (request) =>
      ok(await templates.setEnabled(currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/purchase/template/:id/copy',
    {
      config: { permission: KEY },
      schema: {
        tags,
        summary: 'A copy named “name (copy)” in the caller’s language, made unique',
        params: idParams,
        response: detail,
      },
    },
    async (request) =>
      ok(await templates.copy(currentUser(request), request.params.id, requestLanguage(request))),
  );
};
