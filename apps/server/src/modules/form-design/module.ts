import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formDesignRoutes } from './routes';
import type { FormDesignService } from './service';

/** Form designs. The service is the platform's: assets check their designed fields with it. */
export const formDesignModule: FastifyPluginAsyncZod<{ forms: FormDesignService }> = async (
  app,
  { forms },
) => {
  await app.register(formDesignRoutes, { forms });
};
