import {
  PURCHASE_TEMPLATE_NAME_MAX,
  type Page,
  type PurchaseTemplateCreate,
  type PurchaseTemplateDetailRecord,
  type PurchaseTemplateLine,
  type PurchaseTemplatePageQuery,
  type PurchaseTemplateRecord,
  type PurchaseTemplateUpdate,
  type TemplateFlow,
  type TemplateForm,
} from '@depot/shared';
import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { translate, type Language } from '../../core/i18n';
import { containsPattern } from '../../core/pagination';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { approvalTemplate } from '../../db/schema/approval';
import { formDesign } from '../../db/schema/form';
import { stampsOf } from '../../db/schema/columns';
import type { FormDesignService } from '../form-design/service';
import { warehouse } from '../warehouse/tables';
import { currentPrices } from './order-prices';
import { checkLineParties } from './template-lines';
import { outer } from '../../core/outer-column';
import { purchaseTemplate, purchaseTemplateLine, sku, supplier } from './tables';

const columns = {
  templateId: purchaseTemplate.id,
  name: purchaseTemplate.name,
  remark: purchaseTemplate.remark,
  enabled: purchaseTemplate.enabled,
  formDesign: sql<PurchaseTemplateRecord['formDesign']>`(select json_build_object('id', d.id,
    'name', d.name) from ${formDesign} d where d.id = ${outer(purchaseTemplate.formDesignId)})`,
  warehouse: sql<PurchaseTemplateRecord['warehouse']>`(select json_build_object('id', w.id,
    'name', w.name) from ${warehouse} w where w.id = ${outer(purchaseTemplate.warehouseId)})`,
  approvalTemplate: sql<PurchaseTemplateRecord['approvalTemplate']>`(select json_build_object(
    'id', a.id, 'name', a.name, 'enabled', a.enabled) from ${approvalTemplate} a
    where a.id = ${outer(purchaseTemplate.approvalTemplateId)})`,
  lineCount: sql<number>`(select count(*)::int from purchase_template_line l
    where l.template_id = ${outer(purchaseTemplate.id)})`,
  ...stampsOf(purchaseTemplate),
};

/** The name taken by another template: a 409 naming it (a race lost to a writer too). */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('purchase.template.nameTaken', { name });
    throw error;
  }
}

/** A template's lines with the SKU, its supplier and the pair's current price. */
async function readLines(db: Db, templateId: number): Promise<PurchaseTemplateLine[]> {
  const rows = await db
    .select({
      skuId: purchaseTemplateLine.skuId,
      skuCode: sku.code,
      skuName: sku.name,
      unit: sku.unit,
      supplierId: purchaseTemplateLine.supplierId,
      supplierName: supplier.name,
      quantity: purchaseTemplateLine.quantity,
    })
    .from(purchaseTemplateLine)
    .innerJoin(sku, eq(sku.id, purchaseTemplateLine.skuId))
    .innerJoin(supplier, eq(supplier.id, purchaseTemplateLine.supplierId))
    .where(eq(purchaseTemplateLine.templateId, templateId))
    .orderBy(asc(purchaseTemplateLine.sort), asc(purchaseTemplateLine.id));
  const prices = await currentPrices(db, [...new Set(rows.map((r) => r.skuId))]);
  return rows.map((r) => ({ ...r, unitPrice: prices.get(`${r.supplierId}:${r.skuId}`) ?? null }));
}

/**
 * Purchase templates (`/purchase/template`, docs/purchasing.md "Templates"): names held by
 * one template (409), lines of enabled SKUs and suppliers, a live form design for the order's
 * header fields, copies named "name (copy)" in the caller's language.
 */
export function createTemplateService(deps: { db: Db; forms: FormDesignService }) {
  const { db, forms } = deps;

  async function find(tx: Db, id: number): Promise<PurchaseTemplateRecord> {
    const [row] = await tx
      .select(columns)
      .from(purchaseTemplate)
      .where(eq(purchaseTemplate.id, id));
    if (!row) throw new NotFound();
    return row;
  }

  async function get(id: number): Promise<PurchaseTemplateDetailRecord> {
    const record = await find(db, id);
    const lines = await readLines(db, id);
    const current = record.formDesign
      ? await forms.currentDesign(db, record.formDesign.id)
      : undefined;
    return {
      ...record,
      lines,
      header: current && record.formDesign ? { designId: record.formDesign.id, ...current } : null,
    };
  }

  /**
   * The form design, warehouse and approval flow (a work orders' one) exist, and so do the
   * lines' SKUs and suppliers (400).
   */
  async function checkBody(tx: Db, body: PurchaseTemplateCreate): Promise<void> {
    if (body.approvalTemplateId !== null) {
      const [flow] = await tx
        .select({ id: approvalTemplate.id })
        .from(approvalTemplate)
        .where(
          and(
            eq(approvalTemplate.id, body.approvalTemplateId),
            eq(approvalTemplate.docType, 'purchaseOrder'),
          ),
        );
      if (!flow) throw new BadRequest('purchase.template.unknownFlow');
    }
    if (body.formDesignId !== null && !(await forms.currentDesign(tx, body.formDesignId))) {
      throw new BadRequest('purchase.template.unknownForm');
    }
    if (body.warehouseId !== null) {
      const [found] = await tx
        .select({ id: warehouse.id })
        .from(warehouse)
        .where(eq(warehouse.id, body.warehouseId));
      if (!found) throw new BadRequest('purchase.template.unknownWarehouse');
    }
    await checkLineParties(tx, body.lines);
  }

  async function writeLines(tx: Db, templateId: number, lines: PurchaseTemplateCreate['lines']) {
    await tx.delete(purchaseTemplateLine).where(eq(purchaseTemplateLine.templateId, templateId));
    if (lines.length) {
      await tx
        .insert(purchaseTemplateLine)
        .values(lines.map((l, sort) => ({ ...l, templateId, sort })));
    }
  }

  async function insert(tx: Db, user: AuthUser, body: PurchaseTemplateCreate): Promise<number> {
    await checkBody(tx, body);
    const [row] = await tx
      .insert(purchaseTemplate)
      .values({
        name: body.name,
        remark: body.remark,
        enabled: body.enabled,
        formDesignId: body.formDesignId,
        warehouseId: body.warehouseId,
        approvalTemplateId: body.approvalTemplateId,
      })
      .returning({ id: purchaseTemplate.id });
    await writeLines(tx, row!.id, body.lines);
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'purchase-template',
      entityId: row!.id,
      after: body,
    });
    return row!.id;
  }

  /** The template row of `id` locked, at `version` (stale: 409). */
  async function lock(tx: Db, id: number, version: number) {
    const [row] = await tx
      .select()
      .from(purchaseTemplate)
      .where(eq(purchaseTemplate.id, id))
      .for('update');
    if (!row) throw new NotFound();
    if (row.version !== version) {
      throw new Conflict('purchase.template.stale', { version: row.version });
    }
    return row;
  }

  return {
    get,

    async page(query: PurchaseTemplatePageQuery): Promise<Page<PurchaseTemplateRecord>> {
      return readPage(
        {
          select: db.select(columns).from(purchaseTemplate).$dynamic(),
          count: db.select({ n: count() }).from(purchaseTemplate).$dynamic(),
        },
        {
          where: (q: PurchaseTemplatePageQuery) => [
            q.enabled === undefined ? undefined : eq(purchaseTemplate.enabled, q.enabled),
            q.keyword ? ilike(purchaseTemplate.name, containsPattern(q.keyword)) : undefined,
          ],
          sorts: { name: purchaseTemplate.name, createdAt: purchaseTemplate.createdAt },
          order: [desc(purchaseTemplate.createdAt), desc(purchaseTemplate.id)],
        },
        query,
      );
    },

    /** The live form designs a template may take for its header, by name. */
    async forms(): Promise<TemplateForm[]> {
      return db
        .select({ formDesignId: formDesign.id, name: formDesign.name })
        .from(formDesign)
        .where(isNull(formDesign.deletedAt))
        .orderBy(asc(formDesign.name), asc(formDesign.id));
    },

    /** The work orders' approval flows a template may name, by name (disabled ones said so). */
    async flows(): Promise<TemplateFlow[]> {
      return db
        .select({
          approvalTemplateId: approvalTemplate.id,
          name: approvalTemplate.name,
          enabled: approvalTemplate.enabled,
        })
        .from(approvalTemplate)
        .where(eq(approvalTemplate.docType, 'purchaseOrder'))
        .orderBy(asc(approvalTemplate.name), asc(approvalTemplate.id));
    },

    async create(user: AuthUser, body: PurchaseTemplateCreate) {
      const id = await guardName(body.name, () => db.transaction((tx) => insert(tx, user, body)));
      return get(id);
    },

    async update(user: AuthUser, body: PurchaseTemplateUpdate) {
      await guardName(body.name, () =>
        db.transaction(async (tx) => {
          const before = await lock(tx, body.templateId, body.version);
          await checkBody(tx, body);
          await tx
            .update(purchaseTemplate)
            .set({
              name: body.name,
              remark: body.remark,
              enabled: body.enabled,
              formDesignId: body.formDesignId,
              warehouseId: body.warehouseId,
              approvalTemplateId: body.approvalTemplateId,
              version: before.version + 1,
              updatedAt: new Date(),
            })
            .where(eq(purchaseTemplate.id, body.templateId));
          await writeLines(tx, body.templateId, body.lines);
          await recordAudit(tx, {
            actor: user,
            action: 'update',
            entity: 'purchase-template',
            entityId: body.templateId,
            before,
            after: body,
          });
        }),
      );
      return get(body.templateId);
    },

    async setEnabled(user: AuthUser, id: number, body: { enabled: boolean; version: number }) {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id, body.version);
        await tx
          .update(purchaseTemplate)
          .set({ enabled: body.enabled, version: before.version + 1, updatedAt: new Date() })
          .where(eq(purchaseTemplate.id, id));
        await recordAudit(tx, {
          actor: user,
          action: body.enabled ? 'enable' : 'disable',
          entity: 'purchase-template',
          entityId: id,
          before: { enabled: before.enabled },
          after: { enabled: body.enabled },
        });
      });
      return get(id);
    },

    /** A new template with the same fields and lines, named "name (copy)" made unique. */
    async copy(user: AuthUser, id: number, language: Language) {
      const source = await get(id);
      const newId = await db.transaction(async (tx) => {
        const base = translate(language, 'purchase.template.copyName', { name: source.name });
        let name = base.slice(0, PURCHASE_TEMPLATE_NAME_MAX);
        for (let n = 2; ; n += 1) {
          const [taken] = await tx
            .select({ id: purchaseTemplate.id })
            .from(purchaseTemplate)
            .where(eq(purchaseTemplate.name, name));
          if (!taken) break;
          const suffix = ` ${n}`;
          name = base.slice(0, PURCHASE_TEMPLATE_NAME_MAX - suffix.length) + suffix;
        }
        return insert(tx, user, {
          name,
          remark: source.remark,
          enabled: source.enabled,
          formDesignId: source.formDesign?.id ?? null,
          warehouseId: source.warehouse?.id ?? null,
          approvalTemplateId: source.approvalTemplate?.id ?? null,
          lines: source.lines.map((l) => ({
            skuId: l.skuId,
            supplierId: l.supplierId,
            quantity: l.quantity,
          })),
        });
      });
      return get(newId);
    },

    /**
     * An order's template and header values checked (order-write.ts): the template exists and
     * is enabled (400), the values pass its design's validator (FormDataInvalid, a 400 naming
     * the field); values without a designed header are refused.
     */
    async checkHeader(
      tx: Db,
      user: AuthUser,
      templateId: number | null,
      header: Record<string, unknown>,
      /** A draft edited keeps its template even if disabled since. */
      options: { disabledToo?: boolean } = {},
    ): Promise<Record<string, unknown>> {
      if (templateId === null) {
        if (Object.keys(header).length) throw new BadRequest('purchase.template.noHeader');
        return {};
      }
      const [template] = await tx
        .select()
        .from(purchaseTemplate)
        .where(eq(purchaseTemplate.id, templateId));
      if (!template) throw new BadRequest('purchase.template.unknown');
      if (!template.enabled && !options.disabledToo) {
        throw new BadRequest('purchase.template.disabled', { name: template.name });
      }
      const current =
        template.formDesignId === null
          ? undefined
          : await forms.currentDesign(tx, template.formDesignId);
      if (!current) {
        if (Object.keys(header).length) throw new BadRequest('purchase.template.noHeader');
        return {};
      }
      const { clean } = await forms.cleanData(tx, user, current.design, header);
      return clean;
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
