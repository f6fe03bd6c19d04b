import { join } from 'node:path';
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
import { createBus, publishRevocations } from './core/bus';
import { installDemoMode } from './core/demo-mode';
import { frameworkErrors, installErrorHandler } from './core/error-handler';
import { NotFound } from './core/errors';
import { installInputGuard } from './core/input-guard';
import { installAccessLog, loggerOptions, type LogOptions } from './core/logger';
import type { PasswordVerifier } from './core/password-hash';
import { registerOpenApi } from './core/openapi';
import { installRequestIdHeader, requestId } from './core/request-id';
import { registerRateLimit, registerSecurityHeaders } from './core/security';
import './core/validation';
import { registerWebClient } from './core/web-client';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { createCaptchaService, type CaptchaGenerator } from './modules/auth/captcha';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createPasswordCheck } from './modules/auth/password-check';
import { sessionRoutes } from './modules/auth/session-routes';
import { createSessionControl } from './modules/auth/sessions';
import { forgettingAfterWrites } from './modules/auth/sign-in-cache';
import { fileRoutes } from './modules/files/routes';
import { createFileService } from './modules/files/service';
import { createLocalFileStorage } from './modules/files/storage';
import { formDesignRoutes } from './modules/form-design/routes';
import { createFormDesignService } from './modules/form-design/service';
import { logRoutes } from './modules/log/routes';
import { createLogService } from './modules/log/service';
import { menuRoutes } from './modules/menu/routes';
import { createMenuService } from './modules/menu/service';
import { noticeRoutes } from './modules/notice/routes';
import { createNoticeService } from './modules/notice/service';
import { noticeSocketRoutes, registerWebsocketServer } from './modules/notice/socket';
import { runWhileOpen } from './core/periodic';
import { assetModule } from './modules/asset/module';
import { createEquipmentService } from './modules/equipment/equipment-resource';
import { equipmentRoutes } from './modules/equipment/routes';
import { eamRoutes } from './modules/eam/routes';
import { createEamService } from './modules/eam/service';
import { slaCheck } from './modules/eam/sla-check';
import { createDeptService } from './modules/org/dept-service';
import { createEnterpriseService } from './modules/org/enterprise-service';
import { createPostService } from './modules/org/post-service';
import { orgRoutes } from './modules/org/routes';
import { createStoreService } from './modules/org/store-service';
import { createRoleScopeService } from './modules/role/data-scope';
import { roleScopeRoutes } from './modules/role/data-scope-routes';
import { roleRoutes } from './modules/role/routes';
import { createRoleService } from './modules/role/service';
import { userAdminRoutes } from './modules/user/admin-routes';
import { createStoreAssignment } from './modules/user/store-assignment';
import { userStoreRoutes } from './modules/user/store-routes';
import { createUserAdminService } from './modules/user/admin-service';
import { createProfileService } from './modules/user/profile';
import { userRoutes } from './modules/user/routes';
import { createUserService } from './modules/user/service';

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
  const signIns = auth.signInChanges;
  const passwords = createPasswordCheck(db, options.verifyPassword);
  const profile = createProfileService({ db, config, passwords, sessions, signIns });
  const menus = createMenuService(db, signIns);
  const userAdmin = createUserAdminService({ db, config, sessions, signIns });
  // Roles and their grants shape every sign-in's permissions and menu.
  const roles = forgettingAfterWrites(createRoleService(db), signIns, [
    'list',
    'page',
    'get',
    'menus',
  ]);
  // A role's data scope shapes every sign-in holding it, like its grants.
  const roleScopes = forgettingAfterWrites(createRoleScopeService(db), signIns, ['dataScope']);
  const userStores = createStoreAssignment(db, signIns);
  const org = {
    enterprises: createEnterpriseService(db),
    depts: createDeptService(db),
    posts: createPostService(db),
    stores: createStoreService(db),
  };
  const logs = createLogService(db);
  // Other areas send notices with notices.notify(tx, …) inside their own transaction.
  const notices = createNoticeService({ db, bus });
  // Uploaded bytes in DATA_DIR/files (created on the first upload); rows in `file`.
  const fileStorage = createLocalFileStorage(join(config.dataDir, 'files'));
  const files = createFileService({ db, storage: fileStorage, maxMb: config.uploadMaxMb });
  const forms = createFormDesignService({ db, files });
  const eam = createEamService({ db, files, storage: fileStorage, notices });
  // Repair orders past a service level: checked at start and then every few seconds.
  runWhileOpen(
    app,
    config.slaCheckSeconds,
    slaCheck(() => eam.checkSlaBreaches(), app.log),
    'service-level check',
  );

  await registerWebsocketServer(app);

  // Every API route lives in this scope, where access rules are enforced.
  await app.register(async (api) => {
    installAccessControl(api, auth.authenticate, auth.redeemSocketTicket);
    installInputGuard(api);
    if (config.demoMode) installDemoMode(api);
    await api.register(authRoutes, { auth, captcha });
    await api.register(userRoutes, { users, profile, remember: auth.remember });
    await api.register(sessionRoutes, { sessions, passwords });
    await api.register(menuRoutes, { menus, remember: auth.remember });
    await api.register(userAdminRoutes, { userAdmin });
    await api.register(roleRoutes, { roles });
    await api.register(roleScopeRoutes, { roleScopes });
    await api.register(userStoreRoutes, { userStores });
    await api.register(orgRoutes, org);
    await api.register(logRoutes, { logs });
    await api.register(noticeRoutes, { notices });
    await api.register(fileRoutes, { files });
    await api.register(formDesignRoutes, { forms });
    await api.register(eamRoutes, { eam });
    await api.register(assetModule, {
      db,
      forms,
      notices,
      checkSeconds: config.slaCheckSeconds,
      publicUrl: config.publicUrl,
    });
    await api.register(equipmentRoutes, { db, devices: createEquipmentService(db), eam });
    await api.register(noticeSocketRoutes, {
      notices,
      bus,
      liveTokenIds: auth.liveTokenIds,
      recheckMs: options.socketRecheckMs,
    });
    if (options.routes) await api.register(options.routes);
  });

  return app;
}
