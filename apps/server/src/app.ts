import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { installAccessControl } from './core/access';
import { registerCompression } from './core/compression';
import { installDemoMode } from './core/demo-mode';
import { frameworkErrors, installErrorHandler } from './core/error-handler';
import { NotFound } from './core/errors';
import { installInputGuard } from './core/input-guard';
import { installAccessLog, loggerOptions, requestLoggers, type LogOptions } from './core/logger';
import { verifyPassword, type PasswordVerifier } from './core/password-hash';
import { registerOpenApi } from './core/openapi';
import { installRequestIdHeader, requestId } from './core/request-id';
import { registerRateLimit, registerSecurityHeaders } from './core/security';
import './core/validation';
import { registerWebClient } from './core/web-client';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { buildPlatform } from './platform';
import { approvalModule } from './modules/approval/module';
import type { ApprovalEngine } from './modules/approval/engine';
import { assetModule } from './modules/asset/module';
import { assetDocModule } from './modules/asset-doc/module';
import { authModule } from './modules/auth/module';
import type { CaptchaGenerator } from './modules/auth/captcha';
import { eamModule } from './modules/eam/module';
import { doorLockModule } from './modules/door-lock/module';
import { equipmentModule } from './modules/equipment/module';
import { fileModule } from './modules/files/module';
import { formDesignModule } from './modules/form-design/module';
import { homeModule } from './modules/home/module';
import { logModule } from './modules/log/module';
import { menuModule } from './modules/menu/module';
import { noticeModule } from './modules/notice/module';
import { registerWebsocketServer } from './modules/notice/socket';
import { orgModule } from './modules/org/module';
import { projectModule } from './modules/project/module';
import { purchaseModule } from './modules/purchase/module';
import { roleModule } from './modules/role/module';
import { userModule } from './modules/user/module';
import { stocktakeModule } from './modules/stocktake/module';
import { transferModule } from './modules/ware-transfer/module';
import { warehouseModule } from './modules/warehouse/module';
import { wareOrderModule } from './modules/ware-order/module';

export interface BuildOptions {
  /** An open, migrated database the caller owns and closes. Without it the app opens (and
   *  prepares and closes) the one the config names. */
  database?: Database;
  pretty?: boolean;
  logStream?: LogOptions['stream'];
  /** Draws sign-in captchas (tests wrap the real one to read its answer). */
  captcha?: CaptchaGenerator;
  /** More routes inside the API scope (access rules apply); tests use it. */
  routes?: FastifyPluginAsyncZod;
  /** Sees every route as it is registered (the route-access test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Checks passwords against their hashes (default scrypt); tests wrap it to count checks. */
  verifyPassword?: PasswordVerifier;
  /** Waits before a challenged sign-in (default a timer); tests record the waits instead. */
  signInPause?: (ms: number) => Promise<void>;
  /** How often open notice websockets are re-checked (default 45 s); tests shorten it. */
  socketRecheckMs?: number;
  /**
   * Sees the approval engine before the modules register their document types: tests bring
   * fake documents (`engine.override`) and submit through it.
   */
  approvals?: (engine: ApprovalEngine) => void;
}

export type App = FastifyInstance;

/** The whole server as a Fastify instance, not yet listening (STYLE #8). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  if (options.database) return build(config, options.database, options);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
    const app = await build(config, database, options);
    app.addHook('onClose', () => database.close());
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function build(config: Config, database: Database, options: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      pretty: options.pretty,
      stream: options.logStream,
    }),
    genReqId: requestId,
    // One access-log line per request instead of two (installAccessLog below).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLoggers,
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.decorateRequest('user', null);
  installRequestIdHeader(app);
  installAccessLog(app);
  installErrorHandler(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app, config.rateLimit);
  await app.register(formbody);
  // The built client first: it serves its own precompressed files, and routes registered
  // before the compression plugin are left out of it.
  const web = await registerWebClient(app, config.webDist);
  await registerCompression(app);
  await registerOpenApi(app);

  // A browser navigation (a reload of /admin/user/index) gets the client, before any API route
  // of the same prefix can claim it; API calls never accept text/html.
  if (web) {
    app.addHook('onRequest', async (request, reply) => {
      if (web.wantsIndex(request)) return web.sendIndex(reply);
    });
  }
  app.setNotFoundHandler(async () => {
    throw new NotFound();
  });

  // The services several modules share (platform.ts); each module builds the rest itself.
  const platform = await buildPlatform(app, config, database, options);
  const { db, auth, notices, files, forms, eam, approvals, storage } = platform;
  const { bus, captcha, sessions, passwords } = platform;
  const signIns = auth.signInChanges;
  const remember = auth.remember;

  await registerWebsocketServer(app);

  // Every API route lives in this scope, where access rules are enforced.
  await app.register(async (api) => {
    installAccessControl(api, auth.authenticate, auth.redeemSocketTicket);
    installInputGuard(api);
    if (config.demoMode) installDemoMode(api);
    // The modules (docs/adding-an-area.md), each given by name what it needs.
    await api.register(authModule, { auth, captcha, sessions, passwords });
    await api.register(userModule, {
      db,
      scryptN: config.scryptN,
      users: platform.users,
      sessions,
      passwords,
      signIns,
      remember,
    });
    await api.register(menuModule, { db, signIns, remember });
    await api.register(roleModule, { db, signIns });
    await api.register(orgModule, { db });
    await api.register(logModule, { db });
    await api.register(noticeModule, {
      notices,
      bus,
      liveTokenIds: auth.liveTokenIds,
      recheckMs: options.socketRecheckMs,
    });
    await api.register(fileModule, { files });
    await api.register(formDesignModule, { forms });
    await api.register(eamModule, { eam, checkSeconds: config.slaCheckSeconds });
    await api.register(assetModule, {
      db,
      forms,
      notices,
      files,
      checkSeconds: config.slaCheckSeconds,
      publicUrl: config.publicUrl,
    });
    await api.register(equipmentModule, { db, eam });
    await api.register(homeModule, { db, eam, notices });
    await api.register(approvalModule, { db, approvals, checkSeconds: config.slaCheckSeconds });
    await api.register(assetDocModule, {
      db,
      engine: approvals,
      notices,
      storage,
      uploadMaxMb: config.uploadMaxMb,
      passwordKey: config.passwordKey,
      verifyPassword: options.verifyPassword ?? verifyPassword,
      scryptN: config.scryptN,
      certificatePerMinute: config.certificateRateLimit,
      checkSeconds: config.slaCheckSeconds,
      dueLeadDays: config.lendingDueLeadDays,
    });
    await api.register(wareOrderModule, {
      db,
      approvals,
      files,
      storage,
      uploadMaxMb: config.uploadMaxMb,
    });
    await api.register(warehouseModule, {
      db,
      engine: approvals,
      notices,
      checkSeconds: config.slaCheckSeconds,
      reservationLeadDays: config.reservationLeadDays,
    });
    await api.register(stocktakeModule, { db, engine: approvals, notices });
    await api.register(purchaseModule, {
      db,
      engine: approvals,
      notices,
      files,
      forms,
      checkSeconds: config.slaCheckSeconds,
    });
    await api.register(transferModule, { db, notices });
    await api.register(doorLockModule, { db, engine: approvals, doorLockKey: config.doorLockKey });
    await api.register(projectModule, {
      db,
      engine: approvals,
      files,
      notices,
      eam,
      signatures: { storage, uploadMaxMb: config.uploadMaxMb },
      checkSeconds: config.slaCheckSeconds,
      reservationDays: config.reservationDays,
    });
    if (options.routes) await api.register(options.routes);
  });

  return app;
}
