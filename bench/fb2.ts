/**
 * A FictionBook of at least `minBytes` (1 MB by default) made from the seeds' own commentary paragraphs,
 * renumbered over the 93 laws (a law a <section>, its title a law heading, a paragraph a <p> each,
 * emphasis as <emphasis>, every tenth paragraph with a footnote in the notes body), encoded in
 * windows-1251 as such books usually are; then `npm run ingest` on it as a whole process, wall and CPU.
 */
import iconv from 'iconv-lite';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round } from './stats.ts';

const CONTENT = join(import.meta.dirname, '../content/commentary/ru');
const esc = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** The seeds' paragraph bodies, as plain paragraphs with their emphasis (`*x*`). */
function seedParagraphs(): string[][] {
  const out: string[][] = [];
  for (const law of readdirSync(CONTENT)) {
    for (const f of readdirSync(join(CONTENT, law))) {
      const md = readFileSync(join(CONTENT, law, f), 'utf8');
      const body = md.slice(md.indexOf('\n---\n', 4) + 5);
      const paras = body
        .split(/\n\n+/u)
        .map((p) => p.replace(/\s+/gu, ' ').trim())
        // Tables and footnote definitions go; list items and quotes are paragraphs of their own.
        .filter((p) => p && !/^\||^\[\^/u.test(p))
        .flatMap((p) => p.split(/ (?=- \()/u).map((x) => x.replace(/^(?:- |> )/u, '')))
        .map((p) => p.replace(/:ednote\[[^\]]*\]/gu, '').replace(/:erratum\[([^\]]*)\]\{[^}]*\}/gu, '$1').replace(/\\/gu, ''));
      if (paras.length) out.push(paras);
    }
  }
  return out;
}

const inline = (t: string) => esc(t).replace(/\*([^*]+)\*/gu, '<emphasis>$1</emphasis>');

export function fb2Book(minBytes = 1_000_000): { xml: Buffer; paragraphs: number } {
  const seeds = seedParagraphs();
  const sections: string[] = [];
  const notes: string[] = [];
  let k = 0;
  let size = 0;
  let paragraphs = 0;
  for (let round = 0; size < minBytes; round++) {
    for (let law = 1; law <= 93 && size < minBytes; law++) {
      const lines = [`<section>`, `<title><p>Правило ${law}</p><p>Правило номер ${law} в книге</p></title>`];
      for (let n = 1; n <= 3; n++) {
        const number = round * 3 + n;
        const paras = seeds[k++ % seeds.length]!;
        paragraphs++;
        paras.forEach((p, i) => {
          const note = i === 0 && paragraphs % 10 === 0 ? `<a l:href="#n${paragraphs}" type="note">${paragraphs}</a>` : '';
          if (note) notes.push(`<section id="n${paragraphs}"><title><p>${paragraphs}</p></title><p>Сноска к пункту ${law}.${number}.</p></section>`);
          lines.push(`<p>${i === 0 ? `${law}.${number}. ` : ''}${inline(p)}${note}</p>`);
        });
      }
      lines.push('</section>');
      sections.push(lines.join('\n'));
      size += lines.join("\n").length + 1;
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="windows-1251"?>',
    '<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">',
    '<description><title-info><author><last-name>Bench</last-name></author><book-title>Комментарий для замера</book-title></title-info></description>',
    '<body>',
    ...sections,
    '</body>',
    `<body name="notes">\n${notes.join('\n')}\n</body>`,
    '</FictionBook>',
    '',
  ].join('\n');
  return { xml: iconv.encode(xml, 'windows-1251'), paragraphs };
}

export interface Fb2Figures {
  bytes: number;
  paragraphs: number;
  /** `npm run ingest` on the book as a whole process: wall time, and CPU time (user + system) of the process. */
  processMs: number;
  cpuMs: number;
  reps: number;
}

export function benchFb2(reps: number): Fb2Figures {
  const { xml, paragraphs } = fb2Book();
  const dir = mkdtempSync(join(tmpdir(), 'bench-fb2-'));
  const src = join(dir, 'sources');
  mkdirSync(src);
  writeFileSync(join(src, 'book.fb2'), xml);
  writeFileSync(join(src, 'manifest.yaml'), 'sources:\n  - file: book.fb2\n    kind: commentary\n    title: bench\n    author: bench\n    edition: bench\n    copyright: bench\n');
  const wall: number[] = [];
  const cpu: number[] = [];
  const cli = join(import.meta.dirname, '../scripts/ingest.ts');
  for (let i = 0; i < reps; i++) {
    // bash's `time` reports the child's own CPU time: the machine is shared, wall time is noisy.
    const r = spawnSync('bash', ['-c', `TIMEFORMAT='%R %U %S'; time "${process.execPath}" --import tsx "${cli}" --in "${src}" --out "${join(dir, 'out')}" --quiet`], { encoding: 'utf8', cwd: join(import.meta.dirname, '..') });
    if (r.status !== 0) throw new Error(`bench: npm run ingest on the FB2 book failed: ${r.stderr.trim().split('\n')[0]}`);
    const [real, user, sys] = r.stderr.trim().split('\n').pop()!.split(' ').map(Number);
    wall.push(real! * 1000);
    cpu.push((user! + sys!) * 1000);
  }
  rmSync(dir, { recursive: true, force: true });
  return { bytes: xml.length, paragraphs, processMs: round(median(wall)), cpuMs: round(median(cpu)), reps };
}
