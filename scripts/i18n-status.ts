/**
 * `npm run i18n:status`: which Russian paragraphs and laws have no English yet, and
 * which English files are stale (the Russian changed since they were translated).
 * `--hash FILE` prints the hash to record in a new translation of FILE.
 * Exit code 1 when anything is stale (or, with --strict, missing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { recordedHash, sourceHash } from '../src/lib/translation/source-hash.ts';

export interface Status {
  missing: string[];
  stale: string[];
  orphans: string[];
  ok: string[];
}

const walk = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join(dir, f)) : [];

export function translationStatus(content: string): Status {
  const status: Status = { missing: [], stale: [], orphans: [], ok: [] };
  for (const kind of ['commentary', 'laws']) {
    const ru = join(content, kind, 'ru');
    const en = join(content, kind, 'en');
    for (const file of walk(ru).sort()) {
      const rel = relative(ru, file);
      const target = join(en, rel);
      const name = `${kind}/${rel}`;
      if (!existsSync(target)) status.missing.push(name);
      else if (recordedHash(readFileSync(target, 'utf8')) !== sourceHash(readFileSync(file, 'utf8'))) status.stale.push(name);
      else status.ok.push(name);
    }
    for (const file of walk(en)) if (!existsSync(join(ru, relative(en, file)))) status.orphans.push(`${kind}/${relative(en, file)}`);
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
