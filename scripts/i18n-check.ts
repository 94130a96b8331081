/**
 * `npm run i18n:check [-- FILE…]`: check English translations against their Russian
 * sources (refs, item labels, emphasis, anchors, glossary terms). Exit 1 on any problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { loadCatalogue } from '../src/lib/content/catalogue.ts';
import { markdownFiles } from '../src/lib/content/load.ts';
import { checkTranslation, type GlossaryTerm, type TermException } from '../src/lib/translation/check.ts';

const CONTENT = 'content';

export function loadGlossary(content = CONTENT): { terms: GlossaryTerm[]; exceptions: TermException[] } {
  const terms = loadCatalogue(content).glossary;
  const exPath = join(content, 'catalogue/term-exceptions.yaml');
  const exceptions = existsSync(exPath) ? ((parse(readFileSync(exPath, 'utf8'))?.exceptions ?? []) as TermException[]) : [];
  return { terms, exceptions };
}

export function englishFiles(content = CONTENT): string[] {
  return ['commentary', 'laws'].flatMap((kind) => markdownFiles(join(content, kind, 'en')).map((f) => `${kind}/${f}`));
}

export function checkFile(rel: string, content = CONTENT, glossary = loadGlossary(content)) {
  const [kind, ...rest] = rel.split('/');
  const ru = readFileSync(join(content, kind!, 'ru', ...rest), 'utf8');
  const en = readFileSync(join(content, kind!, 'en', ...rest), 'utf8');
  return checkTranslation(ru, en, glossary.terms, glossary.exceptions, rel);
}

function main(): number {
  const args = process.argv.slice(2).map((a) => relative(CONTENT, a).replace('/en/', '/'));
  const files = args.length ? args : englishFiles();
  const glossary = loadGlossary();
  let bad = 0;
  for (const f of files) {
    const problems = checkFile(f, CONTENT, glossary);
    if (problems.length) bad++;
    for (const p of problems) console.log(`${f}: ${p.kind}: ${p.message}`);
  }
  console.log(`i18n:check: ${files.length} files, ${bad} with problems`);
  return bad ? 1 : 0;
}

if (process.argv[1]?.endsWith('i18n-check.ts')) process.exitCode = main();
