import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler, SubmitsDocs } from '../approval/doc-handler';
import { runWhileOpen } from '../../core/periodic';
import type { FileService } from '../files/service';
import type { SignatureStorage } from '../files/signature-file';
import type { NoticeService } from '../notice/service';
import type { EamService } from '../eam/service';
import { sendContractorDocReminders } from './contractor-reminders';
import { contractorRoutes } from './contractor-routes';
import { createContractorWrites } from './contractors';
import { createWarrantyWrites } from './warranty';
import { acceptanceRoutes } from './acceptance-routes';
import { createAcceptanceTemplates } from './acceptance-templates';
import { createAcceptanceWrites } from './acceptance-write';
import { createMovements } from '../warehouse/movements';
import { projectDiscardHandler } from './discard-handler';
import { designChangeHandler } from './design-change-handler';
import { createDesignChangeWrites } from './design-change-write';
import { createDiscardWrites } from './discard-write';
import { materialDiscardHandler } from './material-discard-handler';
import { createMaterialDiscardWrites } from './material-discard-write';
import { drawingRoutes } from './drawing-routes';
import { createDrawingWrites } from './drawing-write';
import { dispatchRoutes } from './dispatch-routes';
import { createDispatchWrites } from './dispatch-write';
import { createInspectionWrites } from './inspection-write';
import { sendIssueOverdueNotices } from './reminders';
import { qualityRoutes } from './quality-routes';
import { requestRoutes } from './request-routes';
import { projectRoutes } from './routes';
import { projectStatsRoutes } from './stats-routes';
import { createSamplingWrites } from './sampling';
import { createSettlement } from './settlement';
import { createSkuOrderWrites } from './sku-order-write';
import { createStageActions } from './stage-actions';
import { createStageChecklists } from './stage-checklist';
import { startWorkHandler } from './start-work-handler';
import { createStartWorkWrites } from './start-work-write';
import { createTemplateService } from './template-service';
import { costVisaHandler } from './visa-handler';
import { createVisaWrites } from './visa-write';

/**
 * Projects (docs/projects.md): templates of stages, projects made from them at a store, the
 * stages' schedule, start, finish and hidden-work gates, cost visas through the approval engine
 * (their handler registered with it, notices 36/37), deductions, the completion statement;
 * site inspection records with their issues' rectification, and quality samplings; discarding a
 * project and starting work on a stage, each through the engine (notices 42/43, 44/45);
 * contractor enterprises and their documents (notice 50 before one lapses), and repair orders
 * under a completed project's warranty; drawings with their versions and preview, and design
 * changes through the engine (notices 46/47); SKU orders served from warehouse stock or through
 * purchasing, and dispatches to the stages; acceptance templates, completion with the acceptance
 * checklist and the shop handover checklist; material discards through the engine (notices 51/52).
 */
export const projectModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: SubmitsDocs<
    'costVisa' | 'projectDiscard' | 'startWork' | 'designChange' | 'materialDiscard'
  > & {
    register(handler: ApprovalDocHandler): void;
  };
  files: Pick<FileService, 'readable' | 'open'>;
  notices: Pick<NoticeService, 'notify'>;
  /** Repair orders raised under a project's warranty go through their own create. */
  eam: Pick<EamService, 'orders'>;
  /** Where the gates' and completions' drawn signatures are stored. */
  signatures: SignatureStorage;
  /** How often overdue inspection issues are looked for (0: never, as in tests). */
  checkSeconds: number;
  /** A SKU order's holds' term in days when reserving names none. */
  reservationDays: number;
}> = async (
  app,
  { db, engine, files, notices, eam, signatures, checkSeconds, reservationDays },
) => {
  engine.register(costVisaHandler);
  engine.register(projectDiscardHandler);
  engine.register(startWorkHandler);
  engine.register(designChangeHandler);
  engine.register(materialDiscardHandler);
  await app.register(projectRoutes, {
    db,
    templates: createTemplateService(db),
    stages: createStageActions(db, signatures),
    visas: createVisaWrites({ db, engine, files }),
    settlement: createSettlement(db),
  });
  await app.register(requestRoutes, {
    db,
    discards: createDiscardWrites({ db, engine, files }),
    startWorks: createStartWorkWrites({ db, engine, files }),
    materialDiscards: createMaterialDiscardWrites({ db, engine, files }),
  });
  await app.register(drawingRoutes, {
    db,
    drawings: createDrawingWrites({ db, files }),
    designChanges: createDesignChangeWrites({ db, engine, files }),
    files,
  });
  await app.register(qualityRoutes, {
    db,
    inspections: createInspectionWrites({ db, files }),
    samplings: createSamplingWrites({ db, files }),
  });
  await app.register(contractorRoutes, {
    db,
    contractors: createContractorWrites({ db, files }),
    warranty: createWarrantyWrites({ db, eam }),
  });
  // Notice 50: contractor documents about to lapse, as notice 35's check runs.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const reminded = await sendContractorDocReminders(db, notices);
      if (reminded.length) app.log.info({ documents: reminded }, 'contractor reminders sent');
    },
    'contractor document expiry check',
  );
  await app.register(acceptanceRoutes, {
    db,
    templates: createAcceptanceTemplates(db),
    acceptances: createAcceptanceWrites({ db, files, ...signatures }),
    stageChecklists: createStageChecklists({ db, files }),
  });
  // The home page's project panel.
  await app.register(projectStatsRoutes, { db });
  // SKU orders and dispatches: stock leaves through the movement service (low-stock notices).
  await app.register(dispatchRoutes, {
    db,
    skuOrders: createSkuOrderWrites({
      db,
      movements: createMovements(notices),
      reservationDays,
    }),
    dispatches: createDispatchWrites(db),
  });
  // Notice 41: inspection issues past their deadline, checked at start and then periodically.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const reminded = await sendIssueOverdueNotices(db, notices);
      if (reminded.length) app.log.info({ issues: reminded }, 'overdue issue notices sent');
    },
    'overdue inspection issue check',
  );
};
