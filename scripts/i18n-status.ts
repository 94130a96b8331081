/**
 * `npm run i18n:status`: which Russian paragraphs and laws have no English yet, and
 * which English files are stale (the Russian changed since they were translated).
 * `--hash FILE` prints the hash to record in a new translation of FILE.
 * Exit code 1 when anything is stale (or, with --strict, missing).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownFiles } from '../src/lib/content/load.ts';
import { parseArgs } from 'node:util';
import { recordedHash, sourceHash } from '../src/lib/translation/source-hash.ts';

export interface Status {
  missing: string[];
  stale: string[];
  orphans: string[];
  ok: string[];
}

export function translationStatus(content: string): Status {
  const status: Status = { missing: [], stale: [], orphans: [], ok: [] };
  for (const kind of ['commentary', 'laws']) {
    const ru = join(content, kind, 'ru');
    const en = join(content, kind, 'en');
    for (const rel of markdownFiles(ru)) {
      const file = join(ru, rel);
      const target = join(en, rel);
      const name = `${kind}/${rel}`;
      if (!existsSync(target)) status.missing.push(name);
      else if (recordedHash(readFileSync(target, 'utf8')) !== sourceHash(readFileSync(file, 'utf8'))) status.stale.push(name);
      else status.ok.push(name);
    }
    for (const rel of markdownFiles(en)) if (!existsSync(join(ru, rel))) status.orphans.push(`${kind}/${rel}`);
  }
  return status;
}

function main(): number {
  const { values } = parseArgs({ options: { hash: { type: 'string' }, content: { type: 'string', default: 'content' }, strict: { type: 'boolean', default: false } } });
  if (values.hash) {
    console.log(sourceHash(readFileSync(values.hash, 'utf8')));
    return 0;
  }
  const s = translationStatus(values.content);
  console.log(`i18n: ${s.ok.length} up to date, ${s.missing.length} missing, ${s.stale.length} stale, ${s.orphans.length} without a Russian source`);
  for (const m of s.missing) console.log(`  missing  ${m}`);
  for (const m of s.stale) console.log(`  stale    ${m}`);
  for (const m of s.orphans) console.log(`  orphan   ${m}`);
  return s.stale.length || s.orphans.length || (values.strict && s.missing.length) ? 1 : 0;
}

if (process.argv[1]?.endsWith('i18n-status.ts')) process.exitCode = main();
