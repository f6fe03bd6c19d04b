/** One problem of an .xlsx import: where it is and why, worded for the caller. */
export interface ImportRowError {
  /** 1-based spreadsheet row (the header is row 1). */
  row: number;
  /** The column's key (or, for a custom field, its header), null for the whole row. */
  column: string | null;
  /** A server message key (`eam.import.*`, `asset.import.*`) with its values. */
  key: string;
  values?: Record<string, string | number>;
  /** The server's text of the message in the caller's language. */
  message: string;
}

/** What an import did: on a dry run, or while any row is bad, nothing is written. */
export interface ImportResult {
  dryRun: boolean;
  rows: number;
  /** Records created (0 on a dry run or when any row is bad). */
  imported: number;
  errors: ImportRowError[];
}
