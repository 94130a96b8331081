/**
 * `npm run ingest [-- --in DIR --out DIR]`: raw sources → clean markdown.
 * Stages: decode → normalize → segment → merge → emit (scripts/ingest/run.ts).
 */
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { IngestError } from './ingest/errors.ts';
import { readSourceDir, writeOutputs } from './ingest/files.ts';
import { summarize } from './ingest/report.ts';
import { ingest } from './ingest/run.ts';

function main(): number {
  let args;
  try {
    args = parseArgs({
      options: {
        in: { type: 'string', default: 'content/sources' },
        out: { type: 'string', default: 'content' },
        quiet: { type: 'boolean', default: false },
        'summary-json': { type: 'string' },
      },
      allowPositionals: false,
    }).values;
  } catch (e) {
    console.error(`ingest: ${(e as Error).message} (usage: ingest [--in DIR] [--out DIR])`);
    return 2;
  }
  try {
    const { sources, manifest, overrides } = readSourceDir(args.in);
    const { outputs, report } = ingest(sources, manifest, overrides);
    writeOutputs(args.out, outputs);
    if (!args.quiet) console.log(summarize(report));
    if (args['summary-json']) writeFileSync(args['summary-json'], JSON.stringify(report.totals));
    return 0;
  } catch (e) {
    if (e instanceof IngestError) {
      console.error(`ingest: ${e.file ? e.toLine() : e.message}`);
      return 1;
    }
    console.error(`ingest: internal error: ${(e as Error)?.message ?? String(e)} (please report it; nothing was written)`);
    return 70;
  }
}

process.exitCode = main();
