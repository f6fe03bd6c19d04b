/**
 * Upload limits (SPEC §5: at most N files; files not larger than N unit of the accepted type).
 * `accept` follows the HTML attribute: comma-separated extensions (".pdf"), MIME types
 * ("image/png") and wildcards ("image/*"); empty or absent accepts everything. Extensions
 * compare case-insensitively with the end of the file name; MIME types with the file's type.
 */
export const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const UNIT_BYTES: Readonly<Record<SizeUnit, number>> = {
  KB: 1024,
  MB: 1024 * 1024,
  GB: 1024 * 1024 * 1024,
};

/** A stored upload as form data holds it. */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  url?: string;
  id?: string | number;
}

export function maxUploadBytes(maxSize: number, unit: SizeUnit): number {
  return maxSize * UNIT_BYTES[unit];
}

export function matchesAccept(file: { name: string; type: string }, accept?: string): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern) && name.length > pattern.length;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}
