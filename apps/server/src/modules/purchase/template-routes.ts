import {
  PERMISSIONS,
  purchaseTemplateCreateBody,
  purchaseTemplateDetailSchema,
  purchaseTemplateEnableBody,
  purchaseTemplatePageQuery,
  purchaseTemplateSchema,
  purchaseTemplateUpdateBody,
  templateFlowSchema,
  templateFormSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { TemplateService } from './template-service';

const tags = ['purchase'];
const KEY = PERMISSIONS.purchase.template.manage;

/**
 * `/purchase/template`: purchase templates (docs/purchasing.md "Templates"), read and changed
 * with `purchase_template`; one template's detail is also read by whoever may add an order
 * (the add-order page is prefilled from it).
 */
export const templateRoutes: FastifyPluginAsyncZod<{ templates: TemplateService }> = async (
  app,
  { templates },
) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /purchase/template/page', {
        permission: KEY,
        summary: 'Purchase templates, filtered by enabled or part of the name, newest first',
        query: purchaseTemplatePageQuery,
        reply: pageSchema(purchaseTemplateSchema),
        run: ({ query }) => templates.page(query),
      }),
      action('GET /purchase/template/forms', {
        permission: KEY,
        summary: 'The form designs a template may use for its header fields',
        reply: z.array(templateFormSchema),
        run: () => templates.forms(),
      }),
      action('GET /purchase/template/flows', {
        permission: KEY,
        summary: 'The work orders’ approval flows a template may name',
        reply: z.array(templateFlowSchema),
        run: () => templates.flows(),
      }),
      action('GET /purchase/template/:id', {
        permission: [KEY, PERMISSIONS.purchase.order.add],
        summary: 'One template with its lines (current prices) and header design',
        params: idParams,
        reply: purchaseTemplateDetailSchema,
        run: ({ params }) => templates.get(params.id),
      }),
      action('POST /purchase/template', {
        permission: KEY,
        summary: 'A purchase template (a name already used: 409)',
        body: purchaseTemplateCreateBody,
        reply: purchaseTemplateDetailSchema,
        run: ({ user, body }) => templates.create(user, body),
      }),
      action('PUT /purchase/template', {
        permission: KEY,
        summary: 'Changes a template, its lines replaced, at the version read',
        body: purchaseTemplateUpdateBody,
        reply: purchaseTemplateDetailSchema,
        run: ({ user, body }) => templates.update(user, body),
      }),
      action('POST /purchase/template/:id/enabled', {
        permission: KEY,
        summary: 'Enables or disables a template, at the version read',
        params: idParams,
        body: purchaseTemplateEnableBody,
        reply: purchaseTemplateDetailSchema,
        run: ({ user, params, body }) => templates.setEnabled(user, params.id, body),
      }),
      action('POST /purchase/template/:id/copy', {
        permission: KEY,
        summary: 'A copy named “name (copy)” in the caller’s language, made unique',
        params: idParams,
        reply: purchaseTemplateDetailSchema,
        run: ({ user, params, request }) =>
          templates.copy(user, params.id, requestLanguage(request)),
      }),
    ]),
  );
};
