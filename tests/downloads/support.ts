import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { bookFile, siteVersion, siteZipFile } from '../../src/lib/downloads/files.ts';
import type { Lang } from '../../src/lib/refs/index.ts';
import { DIST, ROOT } from '../support/site.ts';

/** The built downloads (`npx astro build` first). */
export const DOWNLOADS = join(DIST, 'downloads');
export const LANGS: Lang[] = ['ru', 'en'];
export const book = (lang: Lang, format: 'epub' | 'pdf' | 'html') => join(DOWNLOADS, bookFile(lang, format));
export const siteZip = () => join(DOWNLOADS, siteZipFile(siteVersion(ROOT)));

export function requireFile(path: string): void {
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npx astro build\` first`);
}

const which = (cmd: string): string | null => {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/**
 * How to run epubcheck here: Debian installs it as an executable jar
 * (/usr/bin/epubcheck → epubcheck.jar), which needs `java -jar` without binfmt.
 */
export function epubcheckCommand(): string[] | null {
  const path = which('epubcheck');
  if (!path) return null;
  if (realpathSync(path).endsWith('.jar')) return which('java') ? ['java', '-jar', realpathSync(path)] : null;
  return [path];
}
