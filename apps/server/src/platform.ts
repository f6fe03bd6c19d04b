import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createBus, publishRevocations } from './core/bus';
import type { PasswordVerifier } from './core/password-hash';
import type { Database } from './db/client';
import { createCaptchaService, type CaptchaGenerator } from './modules/auth/captcha';
import { createPasswordCheck } from './modules/auth/password-check';
import { createAuthService } from './modules/auth/service';
import { createSessionControl } from './modules/auth/sessions';
import { createApprovalEngine, type ApprovalEngine } from './modules/approval/engine';
import { drawingFileReadRule } from './modules/project/drawing-files';
import { assetFileReadRule } from './modules/asset/asset-files';
import { contractorFileReadRule } from './modules/project/contractors';
import { acceptanceFileReadRule } from './modules/project/acceptance-read';
import { qualityFileReadRule } from './modules/project/quality-files';
import { projectRequestFileReadRule } from './modules/project/request-files';
import { costVisaFileReadRule } from './modules/project/visa-files';
import { projectSignatureFileReadRule } from './modules/project/signature-files';
import { afterSaleFileReadRule } from './modules/purchase/after-sale-files';
import { qualificationFileReadRule } from './modules/purchase/qualifications';
import { createEamService } from './modules/eam/service';
import { createFileService } from './modules/files/service';
import { createLocalFileStorage, localFilesRoot } from './modules/files/storage';
import { createFormDesignService } from './modules/form-design/service';
import { createNoticeService } from './modules/notice/service';
import { createUserService } from './modules/user/service';

/** What the platform takes from BuildOptions (tests swap these in). */
export interface PlatformOptions {
  captcha?: CaptchaGenerator;
  verifyPassword?: PasswordVerifier;
  signInPause?: (ms: number) => Promise<void>;
  /** Sees the approval engine before the modules register their document types (tests). */
  approvals?: (engine: ApprovalEngine) => void;
}

/**
 * The services more than one module (or access control) uses, each built once: app.ts hands
 * every module the ones it names. A service only its own module uses is built by that module.
 */
export async function buildPlatform(
  app: FastifyInstance,
  config: Config,
  database: Database,
  options: PlatformOptions,
) {
  const db = database.db;
  // Messages between the server processes on this database (LISTEN/NOTIFY, DESIGN §1).
  const bus = await createBus(database, app.log);
  app.addHook('onClose', () => bus.close());
  const users = createUserService(db);
  const captcha = createCaptchaService(db, options.captcha);
  const auth = createAuthService({
    db,
    config,
    users,
    captcha,
    log: app.log,
    bus,
    verifyPassword: options.verifyPassword,
    pause: options.signInPause,
  });
  const sessions = createSessionControl(db);
  // Revoked sign-ins close their websockets in every process once the revocation commits.
  sessions.onTokensRevoked(publishRevocations(bus));
  // …and this process forgets them at once (the sign-in cache, issue #8).
  sessions.onTokensRevoked((revocation) => auth.forgetRevoked(revocation));
  // The caller's own password: the lock screen (auth module) and the password change (user).
  const passwords = createPasswordCheck(db, options.verifyPassword);
  // Other areas send notices with notices.notify(tx, …) inside their own transaction.
  const notices = createNoticeService({ db, bus });
  // Uploaded bytes in DATA_DIR/files (created on the first upload); rows in `file`.
  const storage = createLocalFileStorage(localFilesRoot(config.dataDir));
  // Whoever sees an asset reads its photos and files as well as their uploader does.
  const files = createFileService({
    db,
    storage,
    maxMb: config.uploadMaxMb,
    readRules: [
      assetFileReadRule,
      qualificationFileReadRule,
      costVisaFileReadRule,
      afterSaleFileReadRule,
      qualityFileReadRule,
      projectRequestFileReadRule,
      contractorFileReadRule,
      drawingFileReadRule,
      acceptanceFileReadRule,
      projectSignatureFileReadRule,
    ],
  });
  const forms = createFormDesignService({ db, files });
  // One repair-order service (its memoised lists too) for repair orders and equipment.
  const eam = createEamService({ db, files, storage, notices });
  // Approvals: the areas whose documents need approval register their handlers and submit.
  const approvals = createApprovalEngine({ db, notices });
  options.approvals?.(approvals);
  return {
    db,
    bus,
    users,
    captcha,
    auth,
    sessions,
    passwords,
    notices,
    files,
    forms,
    eam,
    approvals,
    storage,
  };
}
