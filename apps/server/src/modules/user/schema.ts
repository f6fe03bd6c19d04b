import type { SysUser, UserInfo } from '@depot/shared';
import { z } from 'zod';

export const sysUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  deptId: z.number().int().nullable(),
  avatar: z.string().nullable(),
  passwordUpdated: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<SysUser>;

export const userInfoSchema = z.object({
  sysUser: sysUserSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
}) satisfies z.ZodType<UserInfo>;
