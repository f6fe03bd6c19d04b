import { parseArgs } from 'node:util';

export interface BenchArgs {
  /** Fewer rows, shorter runs: for trying things out, not for the results. */
  quick: boolean;
}

/** The flags every bench script takes (`npm run bench -- --quick`). */
export function benchArgs(argv = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: { quick: { type: 'boolean', default: false } },
    strict: true,
  });
  return { quick: values.quick ?? false };
}
