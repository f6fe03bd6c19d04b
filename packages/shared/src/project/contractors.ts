import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { rowId } from '../page-query';
import { personSchema } from '../person';
import { repairOrderCreateBody } from '../repair/bodies';
import { REPAIR_STATUSES } from '../repair/status';
import { optionalText, requiredText } from '../text-fields';
import type { Serialized } from '../wire';
import {
  CONTRACTOR_DOC_KINDS,
  CONTRACTOR_DOC_REMIND_DAYS,
  CONTRACTOR_DOC_STATES,
  PROJECT_CONTRACTOR_ROLES,
  PROJECT_STATUSES,
} from './constants';
import { costVisaFileSchema } from './schema';

/*
 * A project's contractor enterprises and their documents (`/item/item-enterprise`), and the
 * repair orders under its warranty (`/item/item-repairorder-detail`); docs/projects.md
 * "Contractors and warranty". A contractor removed stays listed with who removed it and why; a
 * document replaced stays readable beside the one that replaced it.
 */

// ---- contractors and their documents ---------------------------------------------------------

const docFields = {
  number: requiredText(64),
  validUntil: isoDay,
  /** Days before valid-until the project's manager is reminded (0: on the day). */
  remindDays: z.number().int().min(0).max(365).default(CONTRACTOR_DOC_REMIND_DAYS),
  /** The scanned document: an upload of POST /admin/files the caller may read. */
  fileId: z.string().min(1).max(64),
};

/** POST /item/contractor/add: an enterprise of the organisation working on the project. */
export const contractorAddBody = z.object({
  projectId: rowId,
  enterpriseId: rowId,
  role: z.enum(PROJECT_CONTRACTOR_ROLES),
  note: optionalText(200).default(null),
});
export type ContractorAdd = z.infer<typeof contractorAddBody>;
export type ContractorAddInput = z.input<typeof contractorAddBody>;

/** POST /item/contractor/remove: it stops working on the project (kept, with the reason). */
export const contractorRemoveBody = z.object({ id: rowId, reason: requiredText(200) });
export type ContractorRemove = z.infer<typeof contractorRemoveBody>;

/** POST /item/contractor/doc/add: a document of a contractor. */
export const contractorDocAddBody = z.object({
  contractorId: rowId,
  kind: z.enum(CONTRACTOR_DOC_KINDS),
  ...docFields,
});
export type ContractorDocAdd = z.infer<typeof contractorDocAddBody>;
export type ContractorDocAddInput = z.input<typeof contractorDocAddBody>;

/** POST /item/contractor/doc/replace: a renewed document of the same kind takes its place. */
export const contractorDocReplaceBody = z.object({ docId: rowId, ...docFields });
export type ContractorDocReplace = z.infer<typeof contractorDocReplaceBody>;
export type ContractorDocReplaceInput = z.input<typeof contractorDocReplaceBody>;

export const contractorDocSchema = z.object({
  id: z.number().int(),
  contractorId: z.number().int(),
  kind: z.enum(CONTRACTOR_DOC_KINDS),
  number: z.string(),
  validUntil: z.string(),
  remindDays: z.number().int(),
  /** On the stores' today; a replaced document is not flagged (its successor is). */
  state: z.enum(CONTRACTOR_DOC_STATES),
  /** Days from today to valid-until (negative: lapsed that long ago). */
  daysLeft: z.number().int(),
  file: costVisaFileSchema.nullable(),
  /** The document that replaced it (null: current). */
  replacedById: z.number().int().nullable(),
  createdBy: personSchema,
  createdAt: z.date(),
});
export type ContractorDocRecord = z.infer<typeof contractorDocSchema>;
export type ContractorDoc = Serialized<ContractorDocRecord>;

export const projectContractorSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  role: z.enum(PROJECT_CONTRACTOR_ROLES),
  note: z.string().nullable(),
  addedBy: personSchema,
  addedAt: z.date(),
  /** Null while it works on the project. */
  removedAt: z.date().nullable(),
  removedBy: personSchema.nullable(),
  removeReason: z.string().nullable(),
  /** Current documents first (soonest to lapse first), then the replaced ones, newest first. */
  documents: z.array(contractorDocSchema),
});
export type ProjectContractorRecord = z.infer<typeof projectContractorSchema>;
export type ProjectContractor = Serialized<ProjectContractorRecord>;

/** GET /item/contractor/list: current contractors first, then the removed ones. */
export const projectContractorsSchema = z.object({
  projectId: z.number().int(),
  projectStatus: z.enum(PROJECT_STATUSES),
  /** The stores' today, the day the states are of. */
  today: z.string(),
  /** The caller holds the key and the project is open. */
  canEdit: z.boolean(),
  contractors: z.array(projectContractorSchema),
});
export type ProjectContractorsRecord = z.infer<typeof projectContractorsSchema>;
export type ProjectContractors = Serialized<ProjectContractorsRecord>;

// ---- repair orders under the warranty --------------------------------------------------------

/** POST /item/warranty/raise: a repair order at the project's store, under its warranty. */
export const warrantyRaiseBody = repairOrderCreateBody
  .pick({ typeId: true, appointmentTime: true, remark: true })
  .extend({ projectId: rowId });
export type WarrantyRaise = z.infer<typeof warrantyRaiseBody>;
export type WarrantyRaiseInput = z.input<typeof warrantyRaiseBody>;

/** POST /item/warranty/link: an order of the project's store raised within its warranty. */
export const warrantyLinkBody = z.object({ projectId: rowId, orderId: rowId });
export type WarrantyLink = z.infer<typeof warrantyLinkBody>;

export const warrantyOrderSchema = z.object({
  orderId: z.number().int(),
  code: z.string(),
  status: z.enum(REPAIR_STATUSES),
  typeName: z.string(),
  submitTime: z.date(),
  completionTime: z.date().nullable(),
  /** Raised from the project's page (else an existing order linked to it). */
  raised: z.boolean(),
  linkedBy: personSchema,
  linkedAt: z.date(),
});
export type WarrantyOrderRecord = z.infer<typeof warrantyOrderSchema>;
export type WarrantyOrder = Serialized<WarrantyOrderRecord>;

/** GET /item/warranty/list: the project's warranty and its repair orders, newest first. */
export const projectWarrantySchema = z.object({
  projectId: z.number().int(),
  projectStatus: z.enum(PROJECT_STATUSES),
  storeId: z.number().int(),
  /** The completion day (null: not completed, no warranty yet). */
  completedOn: z.string().nullable(),
  /** Its warranty's last day (null: not completed). */
  warrantyUntil: z.string().nullable(),
  /** Today is within the warranty. */
  underWarranty: z.boolean(),
  /** The caller may raise or link an order now (the key, and under warranty). */
  canRaise: z.boolean(),
  orders: z.array(warrantyOrderSchema),
});
export type ProjectWarrantyRecord = z.infer<typeof projectWarrantySchema>;
export type ProjectWarranty = Serialized<ProjectWarrantyRecord>;
