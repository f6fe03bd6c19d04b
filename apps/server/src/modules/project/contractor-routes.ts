import {
  PERMISSIONS,
  contractorAddBody,
  contractorDocAddBody,
  contractorDocReplaceBody,
  contractorRemoveBody,
  projectContractorsSchema,
  projectIdQuery,
  projectWarrantySchema,
  warrantyLinkBody,
  warrantyRaiseBody,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { readContractors, type ContractorWrites } from './contractors';
import { readWarranty, type WarrantyWrites } from './warranty';

const tags = ['project'];
const P = PERMISSIONS.project;

/**
 * `/item/contractor`, `/item/warranty`: a project's contractor enterprises with their
 * documents, and the repair orders under its warranty (docs/projects.md).
 */
export const contractorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  contractors: ContractorWrites;
  warranty: WarrantyWrites;
}> = async (app, { db, contractors, warranty }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/contractor/list', {
        permission: P.view,
        summary: 'A project’s contractor enterprises and their documents (lapsed ones flagged)',
        query: projectIdQuery,
        reply: projectContractorsSchema,
        run: ({ user, query }) => readContractors(db, user, query.projectId),
      }),
      action('POST /item/contractor/add', {
        permission: P.contractor,
        summary: 'An enterprise of the organisation working on a project in a role',
        body: contractorAddBody,
        reply: projectContractorsSchema,
        run: ({ user, body }) => contractors.add(user, body),
      }),
      action('POST /item/contractor/remove', {
        permission: P.contractor,
        summary: 'A contractor stops working on a project (kept, with the reason)',
        body: contractorRemoveBody,
        reply: projectContractorsSchema,
        run: ({ user, body }) => contractors.remove(user, body),
      }),
      action('POST /item/contractor/doc/add', {
        permission: P.contractor,
        summary: 'A contractor’s document (licence, insurance…) with its valid-until',
        body: contractorDocAddBody,
        reply: projectContractorsSchema,
        run: ({ user, body }) => contractors.addDoc(user, body),
      }),
      action('POST /item/contractor/doc/replace', {
        permission: P.contractor,
        summary: 'A renewed document takes a current one’s place (the old one stays readable)',
        body: contractorDocReplaceBody,
        reply: projectContractorsSchema,
        run: ({ user, body }) => contractors.replaceDoc(user, body),
      }),
      action('GET /item/warranty/list', {
        permission: P.view,
        summary: 'A project’s warranty and the repair orders under it',
        query: projectIdQuery,
        reply: projectWarrantySchema,
        run: ({ user, query }) => readWarranty(db, user, query.projectId),
      }),
      action('POST /item/warranty/raise', {
        permission: P.warranty,
        summary: 'A repair order at a completed project’s store, under its warranty',
        body: warrantyRaiseBody,
        reply: projectWarrantySchema,
        run: ({ user, body }) => warranty.raise(user, body),
      }),
      action('POST /item/warranty/link', {
        permission: P.warranty,
        summary: 'An order of the project’s store, raised within its warranty, put under it',
        body: warrantyLinkBody,
        reply: projectWarrantySchema,
        run: ({ user, body }) => warranty.link(user, body),
      }),
    ]),
  );
};
