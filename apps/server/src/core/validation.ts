import { z } from 'zod';

/**
 * Zod's default text for a missing value is "Invalid input: expected string, received
 * undefined"; people filling a form expect "Required". Set once for the whole server.
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** "username: Required; size: Too big…" — the msg of a 400, naming each bad field. */
export function describeIssues(issues: readonly FieldIssue[], fallbackField: string): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || fallbackField;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

/** Fastify reports a field as `/a/0/b`; turn it back into a path. */
export function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}
