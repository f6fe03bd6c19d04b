import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoutes } from './routes';
import type { FileService } from './service';

/** Uploads and downloads. The file service is the platform's: forms and repair orders read it. */
export const fileModule: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  await app.register(fileRoutes, { files });
};
