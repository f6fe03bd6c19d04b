import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { repairType } from '../../db/schema/eam';
import { enterprise } from '../../db/schema/org';
import { createOrderService } from '../eam/order-service';
import type { FileService } from '../files/service';
import type { NoticeService } from '../notice/service';
import { sendContractorDocReminders } from './contractor-reminders';
import { createContractorWrites } from './contractors';
import { createWarrantyWrites } from './warranty';

/** A one-page PDF standing for a scanned document (ASCII: the built-in font). */
function scan(title: string, number: string, validUntil: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40 });
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(18).text(title);
    doc.moveDown().fontSize(12).text(`No. ${number}`).text(`Valid until ${validUntil}`);
    doc.end();
  });
}

/**
 * Demo contractors (called by demo.ts, through the area's own services): on the active
 * renovation a general contractor whose licence was renewed (the old one kept), whose insurance
 * lapses in twelve days (notice 50 to the manager) and whose safety certificate lapsed five days
 * ago, and a subcontractor removed with a reason; a designer and a supervisor on the planned new
 * store; a repair order raised under the completed renovation's warranty.
 */
export async function seedDemoContractors(
  tx: Db,
  ctx: {
    files: Pick<FileService, 'readable' | 'upload'>;
    notices: Pick<NoticeService, 'notify'>;
    now?: Date;
  },
  at: {
    admin: AuthUser;
    day: (n: number) => string;
    active: number;
    planned: number;
    completed: number;
  },
): Promise<void> {
  const { admin, day } = at;
  const ents = await tx
    .select({ id: enterprise.id })
    .from(enterprise)
    .orderBy(asc(enterprise.id))
    .limit(3);
  if (!ents.length) return;
  const ent = (i: number) => ents[i % ents.length]!.id;
  const contractors = createContractorWrites({ db: tx, files: ctx.files });
  const upload = async (title: string, number: string, validUntil: string) => {
    const bytes = await scan(title, number, validUntil);
    const file = await ctx.files.upload(admin, {
      stream: Readable.from([bytes]),
      filename: `${number}.pdf`,
      mimetype: 'application/pdf',
      truncated: () => false,
    });
    return file.id;
  };
  const doc = async (
    contractorId: number,
    kind: 'licence' | 'qualification' | 'insurance' | 'safety',
    title: string,
    number: string,
    validUntil: string,
  ) => {
    const list = await contractors.addDoc(admin, {
      contractorId,
      kind,
      number,
      validUntil,
      remindDays: 30,
      fileId: await upload(title, number, validUntil),
    });
    return list.contractors
      .flatMap((c) => c.documents)
      .find((d) => d.number === number && d.replacedById === null)!;
  };

  // The active renovation: its general contractor and its documents, a subcontractor removed.
  let list = await contractors.add(admin, {
    projectId: at.active,
    enterpriseId: ent(0),
    role: 'generalContractor',
    note: '总包合同 HT-2026-018',
  });
  const general = list.contractors[0]!.id;
  const oldLicence = await doc(general, 'licence', 'Business licence', 'YYZZ-2021-0081', day(2));
  await contractors.replaceDoc(admin, {
    docId: oldLicence.id,
    number: 'YYZZ-2026-0081',
    validUntil: day(5 * 365),
    remindDays: 30,
    fileId: await upload('Business licence (renewed)', 'YYZZ-2026-0081', day(5 * 365)),
  });
  await doc(general, 'insurance', 'Construction insurance', 'BX-2026-3307', day(12));
  await doc(general, 'safety', 'Safety production permit', 'AQ-2023-0412', day(-5));
  await doc(general, 'qualification', 'Decoration qualification', 'ZZ-B2-1190', day(400));
  list = await contractors.add(admin, {
    projectId: at.active,
    enterpriseId: ent(1),
    role: 'subcontractor',
    note: '拆除分包',
  });
  const sub = list.contractors.find((c) => c.role === 'subcontractor')!.id;
  await contractors.remove(admin, { id: sub, reason: '拆除完成，分包合同结清' });

  // The planned new store: its designer and its supervisor.
  await contractors.add(admin, {
    projectId: at.planned,
    enterpriseId: ent(1),
    role: 'designer',
    note: null,
  });
  list = await contractors.add(admin, {
    projectId: at.planned,
    enterpriseId: ent(2),
    role: 'supervisor',
    note: '监理合同 JL-2026-004',
  });
  const supervisor = list.contractors.find((c) => c.role === 'supervisor')!.id;
  await doc(supervisor, 'qualification', 'Supervision qualification', 'JL-A-5521', day(300));

  // The manager (the administrator) is told of the insurance about to lapse (notice 50).
  await sendContractorDocReminders(tx, ctx.notices, ctx.now);

  // A leak after handover, raised under the completed renovation's warranty.
  const [type] = await tx.select({ id: repairType.id }).from(repairType).orderBy(repairType.id);
  if (!type) return;
  await createWarrantyWrites({ db: tx, eam: { orders: createOrderService(tx) } }).raise(
    admin,
    { projectId: at.completed, typeId: type.id, remark: '移交后卫生间地漏返水，保修期内维修' },
    ctx.now?.getTime(),
  );
}
