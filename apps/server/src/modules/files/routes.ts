import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { BadRequest } from '../../core/errors';
import { contentDisposition } from './file-names';
import { fileInfoSchema, fileParams } from './schema';
import { sendStoredFile } from './send-file';
import type { FileService } from './service';

/** Uploads (multipart field `file`) and downloads of stored files (DESIGN §1 files). */
export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: files.maxBytes, files: 1, fields: 10, parts: 11, headerPairs: 100 },
  });

  app.post(
    '/admin/files',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['file'],
        summary: 'Stores one file (multipart field `file`); 413 over DEPOT_UPLOAD_MAX_MB',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(fileInfoSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequest('file.missing');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new BadRequest('file.missing');
      }
      const info = await files.upload(currentUser(request), {
        stream: part.file,
        filename: part.filename,
        mimetype: part.mimetype,
        truncated: () => part.file.truncated,
      });
      return ok(info);
    },
  );

  app.get(
    '/admin/files/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['file'],
        summary:
          'Downloads a file: its uploader, or holders of sys_form_view when a form record refers to it; 404 otherwise',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const opened = await files.open(currentUser(request), request.params.id);
      return sendStoredFile(reply, opened, contentDisposition(opened.file.name));
    },
  );
};
