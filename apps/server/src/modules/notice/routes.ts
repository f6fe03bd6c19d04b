import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { requestLanguage } from '../../core/i18n';
import { sendJson } from '../../core/json-answer';
import {
  announceBody,
  announcedSchema,
  configBody,
  configSchema,
  countsQuery,
  countsSchema,
  idListBody,
  idParams,
  noticePageSchema,
  pageQuery,
  readAllBody,
  readAllQuery,
  readStatusBody,
  readStatusQuery,
  removedSchema,
  requiredReadStatus,
  updatedSchema,
  updateStatusQuery,
} from './schema';
import type { NoticeService } from './service';

export interface NoticeRoutesOptions {
  notices: NoticeService;
}

const tags = ['notice'];

const done = envelopeOf(z.literal(true));

/**
 * The message centre's calls (SPEC §7). Every call acts on the caller's own notices only:
 * another user's notice id is answered like a missing one (404), and a bulk call with any
 * such id changes nothing.
 */
export const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (
  app,
  { notices },
) => {
  app.get(
    '/admin/notice/page',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "A page of the caller's notices, newest first",
        querystring: pageQuery,
        response: { 200: envelopeOf(noticePageSchema) },
      },
    },
    // The database writes the answer's data (drawer-reads.ts): sent as it is.
    async (request, reply) => {
      const { userId } = currentUser(request);
      const answer = await notices.pageAnswer(userId, request.query, requestLanguage(request));
      return sendJson(reply, answer.bytes);
    },
  );

  app.get(
    '/admin/notice/getUserInfoCount',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Counts per view (all, unread, read), overall and per type present',
        description:
          'typeInfoCount has an entry only for the types the caller has notices of. With ' +
          'readStatus, only notices in that status are counted.',
        querystring: countsQuery,
        response: { 200: envelopeOf(countsSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      return sendJson(reply, (await notices.countsAnswer(userId, request.query.readStatus)).bytes);
    },
  );

  app.put(
    '/admin/notice/setReadStatus/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Marks one notice read (2) or unread (1)',
        description: 'readStatus in the query or in a JSON body; the query wins.',
        params: idParams,
        querystring: readStatusQuery,
        body: readStatusBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { readStatus } = requiredReadStatus.parse({
        readStatus: request.query.readStatus ?? request.body?.readStatus,
      });
      await notices.setReadStatus(currentUser(request).userId, request.params.id, readStatus);
      return ok(true as const);
    },
  );

  app.put(
    '/admin/notice/alreadyReadAll',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Marks all the caller's unread notices read, or those of one type",
        description:
          'noticeInfoType limits it to one type; readStatus is the view shown (2: nothing ' +
          'to mark). Body `{ "readStatus": 2 }`, optional.',
        querystring: readAllQuery,
        body: readAllBody,
        response: { 200: envelopeOf(updatedSchema) },
      },
    },
    async (request) =>
      ok(
        await notices.markAllRead(currentUser(request).userId, {
          type: request.query.noticeInfoType,
          readStatus: request.query.readStatus,
        }),
      ),
  );

  app.post(
    '/admin/notice/updateStatusById',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Marks the notices whose ids are in the body (a JSON array) read',
        description: 'readStatus (query) 2 by default; 1 marks them unread.',
        querystring: updateStatusQuery,
        body: idListBody,
        response: { 200: envelopeOf(updatedSchema) },
      },
    },
    async (request) =>
      ok(
        await notices.setReadStatusOf(
          currentUser(request).userId,
          request.body.ids,
          request.query.readStatus,
        ),
      ),
  );

  app.post(
    '/admin/notice/removeById',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Deletes for good the notices whose ids are in the body (a JSON array)',
        body: idListBody,
        response: { 200: envelopeOf(removedSchema) },
      },
    },
    async (request) => ok(await notices.remove(currentUser(request), request.body.ids)),
  );

  app.post(
    '/admin/notice/announce',
    {
      config: { permission: 'sys_notice_announce' },
      schema: {
        tags,
        summary: 'Sends an announcement to everyone, or to chosen users, departments or roles',
        description:
          'One notice (type 25) per enabled recipient; departments include their ' +
          'sub-departments. targetIds are user, department or role ids by sendType.',
        body: announceBody,
        response: { 200: envelopeOf(announcedSchema) },
      },
    },
    async (request) => ok(await notices.announce(currentUser(request), request.body)),
  );

  app.get(
    '/admin/noticeconfig',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's notification switches (1 on, 0 off; both on by default)",
        response: { 200: envelopeOf(configSchema) },
      },
    },
    async (request) => ok(await notices.getConfig(currentUser(request).userId)),
  );

  app.put(
    '/admin/noticeconfig/setInfoOnOrOff',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Saves both notification switches',
        body: configBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await notices.setConfig(currentUser(request), request.body);
      return ok(true as const);
    },
  );
};
