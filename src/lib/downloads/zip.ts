import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';

import { PACK_DIR } from '../offline/packs.ts';

/** What the site archive leaves out: the downloads themselves. */
export const EXCLUDED_DIR = 'downloads';
/** …and the service worker's packs, a second copy of every page (the worker fetches the files one by one without them). */
const LEFT_OUT = [EXCLUDED_DIR, PACK_DIR];

/** Already compressed: stored as they are (gzip data, images, fonts, archives). */
export const isCompressed = (path: string, bytes: Uint8Array): boolean =>
  (bytes[0] === 0x1f && bytes[1] === 0x8b) || /\.(png|jpe?g|gif|webp|avif|woff2?|zip|gz|br|pdf|epub)$/iu.test(path);

/** Every file under `dir` as a `/`-separated path relative to it, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/**
 * The built site as a zip: everything in `dist` except `downloads/` and `offline/`, with
 * `replace` swapping the content of some files (the download page says the
 * downloads are not in the archive) and a README.txt at the top.
 */
export function siteZip(dist: string, o: { readme: string; replace?: Record<string, string>; mtime: Date }): Uint8Array {
  const files: Zippable = { 'README.txt': [strToU8(o.readme), { level: 9 }] };
  for (const path of listFiles(dist)) {
    if (LEFT_OUT.some((dir) => path === dir || path.startsWith(`${dir}/`)) || path === 'README.txt') continue;
    const replaced = o.replace?.[path];
    const bytes = replaced !== undefined ? strToU8(replaced) : new Uint8Array(readFileSync(join(dist, path)));
    // Level 6: the same size as 9 on this text (within 0.01%), in 60% of the time.
    files[path] = [bytes, { level: isCompressed(path, bytes) ? 0 : 6 }];
  }
  return zipSync(files, { mtime: o.mtime });
}

/** Path segments of the deploy base: `/laws/` → ['laws']. */
const baseDirs = (base: string): string[] => base.split('/').filter(Boolean);

/** README.txt of the archive: how to serve the folder, in both languages. */
export function readme(o: { version: string; date: string; base: string; title: { ru: string; en: string } }): string {
  const dirs = baseDirs(o.base);
  const sub = dirs.join('/');
  const en = dirs.length
    ? [
        `This copy was built for the path ${o.base}: make a folder ${sub}/, unpack the archive into it,`,
        `and start the server in the folder that contains ${dirs[0]}/. Then open http://localhost:8000${o.base}`,
      ]
    : ['Unpack the archive into a folder and start the server in that folder. Then open http://localhost:8000/'];
  const ru = dirs.length
    ? [
        `Эта копия собрана для пути ${o.base}: создайте папку ${sub}/, распакуйте архив в неё`,
        `и запустите сервер в папке, где лежит ${dirs[0]}/. Затем откройте http://localhost:8000${o.base}`,
      ]
    : ['Распакуйте архив в папку и запустите сервер в этой папке. Затем откройте http://localhost:8000/'];
  return [
    `${o.title.en} — the website, version ${o.version}, built ${o.date}.`,
    '',
    'HOW TO VIEW IT',
    '',
    'The site is a set of static files and needs a local web server.',
    ...en,
    '',
    '    python3 -m http.server 8000',
    '',
    'or, with Node.js, in the same folder:  npx serve -l 8000   (the same address).',
    '',
    'Opening index.html directly from disk (a file:// address) will show the pages, but',
    'search and offline reading will not work, and links to folders will not open their pages.',
    'The downloads (EPUB, PDF, one-file HTML) are not in this archive: get them from the',
    '"Download" page of the site.',
    '',
    '------------------------------------------------------------------------------------',
    '',
    `${o.title.ru} — сайт, версия ${o.version}, собран ${o.date}.`,
    '',
    'КАК ОТКРЫТЬ',
    '',
    'Сайт — набор статических файлов; ему нужен локальный веб-сервер.',
    ...ru,
    '',
    '    python3 -m http.server 8000',
    '',
    'или, с Node.js, в той же папке:  npx serve -l 8000   (адрес тот же).',
    '',
    'Если открыть index.html прямо с диска (адрес file://), страницы будут видны, но поиск',
    'и чтение без сети работать не будут, а ссылки на папки не откроют страницы.',
    'Файлов для скачивания (EPUB, PDF, HTML одним файлом) в архиве нет: они на странице',
    '«Скачать» сайта.',
    '',
  ].join('\r\n');
}
