import { PassThrough } from 'node:stream';
import { PERMISSIONS, assetLabelQuery } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { assetsForLabels, MAX_LABELS } from '../asset/asset-query';
import { findLabelFont } from './label-font';
import { labelOrigin } from './label-origin';
import { writeLabelsPdf } from './label-pdf';

/** The page a label's QR opens (after sign-in): `/as/asset-detail?qr=…` (label-origin.ts says on which server). */
const detailPath = '/as/asset-detail?qr=';

/**
 * `GET /as/asset/labels`: a PDF of QR labels for the chosen assets (`ids`) or the list's
 * filters, in the caller's data scope, streamed as it is drawn.
 */
export const labelRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** DEPOT_PUBLIC_URL: the origin the QR codes name (null: the request's). */
  publicUrl: string | null;
}> = async (app, { db, publicUrl }) => {
  app.get(
    '/as/asset/labels',
    {
      config: { permission: PERMISSIONS.asset.asset.label },
      schema: {
        tags: ['asset'],
        summary: `QR labels as PDF (ids, or the list's filters; at most ${MAX_LABELS}); layout and offsets in mm`,
        querystring: assetLabelQuery,
        response: {
          200: {
            description: 'pdf',
            content: { 'application/pdf': { schema: z.unknown() } },
          },
        },
      },
    },
    async (request, reply) => {
      const font = findLabelFont();
      if (!font) throw new AppError('LABEL_FONT_MISSING', 503, 'asset.labels.noFont');
      const origin = labelOrigin(request, publicUrl);
      const { layout, offsetX, offsetY, ...filter } = request.query;
      const scope = currentUser(request).scope;
      // Counted (and refused beyond the limit) before the answer starts.
      const assets = assetsForLabels(db, scope, filter);
      const first = await assets.next();
      async function* all() {
        if (first.done) return;
        yield first.value;
        yield* assets;
      }
      const out = new PassThrough();
      writeLabelsPdf(out, all(), {
        layout,
        offsetX,
        offsetY,
        font,
        url: (token) => `${origin}${detailPath}${token}`,
      }).catch((err: unknown) => {
        request.log.error({ err }, 'label pdf failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="asset-labels.pdf"')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
};
