import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import type { PasswordVerifier } from '../../core/password-hash';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import type { FileStorage } from '../files/storage';
import type { NoticeService } from '../notice/service';
import { createCertificates } from './certificate';
import { certificateRoutes } from './certificate-routes';
import type { DocSubmit } from './doc-create';
import type { DocResubmit } from './doc-edit';
import { assetDocHandlers } from './handlers';
import { sendDocReminders } from './reminders';
import { assetDocRoutes } from './routes';
import { createAssetDocService } from './service';

/**
 * The asset lifecycle documents (docs/asset-documents.md): registers a handler per type with
 * the approval engine, the documents' and the certificate's routes, and the reminders' timer.
 */
export const assetDocModule: FastifyPluginAsyncZod<{
  db: Db;
  /** The approval engine: the documents' handlers are registered with it, each submitted to it. */
  engine: DocSubmit & DocResubmit & { register(handler: ApprovalDocHandler): void };
  notices: Pick<NoticeService, 'notify'>;
  /** Where the receivers' signatures are stored (the files module's storage and limit). */
  storage: FileStorage;
  uploadMaxMb: number;
  /** The sign-in's password crypto and check, for the receiver's confirmation. */
  passwordKey: string;
  verifyPassword: PasswordVerifier;
  scryptN: number;
  /** Requests per minute per client address on the open certificate calls (0: no limit). */
  certificatePerMinute: number;
  /** Seconds between reminder checks (0: none), and the lending due-soon lead in days. */
  checkSeconds: number;
  dueLeadDays: number;
}> = async (app, options) => {
  const { db, engine, notices } = options;
  for (const handler of assetDocHandlers(notices)) engine.register(handler);
  const certificates = createCertificates(options);
  await app.register(assetDocRoutes, {
    docs: createAssetDocService({ db, engine }),
    certificates,
  });
  await app.register(certificateRoutes, {
    certificates,
    perMinute: options.certificatePerMinute,
  });
  // Notices 2, 3, 23 and 24: checked at start and then every few seconds.
  runWhileOpen(
    app,
    options.checkSeconds,
    async () => {
      const sent = await sendDocReminders(db, notices, { leadDays: options.dueLeadDays });
      if (sent.pickup.length || sent.dueSoon.length || sent.overdue.length) {
        app.log.info(sent, 'asset document reminders sent');
      }
    },
    'asset document reminders',
  );
};
