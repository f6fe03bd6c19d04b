import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, department } from '../db/schema';

/**
 * The demo departments' heads (issue #17): who the approval rule `deptHead` names for their
 * members (and, up the tree, for the members of their sub-departments). The flow templates and
 * the requests come with the asset documents' demo (demo-asset-docs.ts), through the engine.
 */
export const DEMO_DEPARTMENT_HEADS: ReadonlyArray<{ department: string; username: string }> = [
  { department: '总经办', username: 'admin' },
  // The staff's department (华东仓) has no head of its own: its parent's approves.
  { department: '仓储物流部', username: 'manager' },
  { department: '运维服务部', username: 'dispatcher' },
];

/** Sets the heads of the demo departments (inside the seed's transaction, after the users). */
export async function seedDemoDepartmentHeads(tx: Db): Promise<void> {
  const users = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(
      inArray(
        appUser.username,
        DEMO_DEPARTMENT_HEADS.map((h) => h.username),
      ),
    );
  for (const head of DEMO_DEPARTMENT_HEADS) {
    const user = users.find((u) => u.username === head.username);
    if (!user) continue;
    await tx
      .update(department)
      .set({ leaderId: user.id })
      .where(eq(department.name, head.department));
  }
}
