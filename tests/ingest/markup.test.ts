import fc from 'fast-check';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../../scripts/ingest/errors.ts';
import { ingest } from '../../scripts/ingest/run.ts';
import { manifestFor } from './fixture-runner.ts';
import { NO_OVERRIDES } from '../support/ingest-input.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
const run = (file: string, bytes: Uint8Array) => ingest([{ file, bytes }], manifestFor([file], 'commentary'), NO_OVERRIDES);
const errorOf = (f: () => unknown): IngestError => {
  try {
    f();
  } catch (e) {
    if (e instanceof IngestError) return e;
    throw e;
  }
  throw new Error('no error');
};

// A commentary from a grammar: laws with titles, numbered paragraphs of one or more blocks of random words,
// some of them emphasised. The same commentary as text, as FB2 and as a web page must give the same paragraphs.
const word = fc.stringMatching(/^[а-яё]{2,9}$/u);
const block = fc.record({ words: fc.array(word, { minLength: 3, maxLength: 12 }), emphasis: fc.option(fc.nat(11), { nil: undefined }) });
const commentary = fc
  .uniqueArray(fc.integer({ min: 1, max: 93 }), { minLength: 1, maxLength: 3 })
  .chain((laws) =>
    fc.tuple(
      ...laws.sort((a, b) => a - b).map((law) =>
        fc.record({ law: fc.constant(law), title: fc.array(word, { minLength: 1, maxLength: 4 }), paragraphs: fc.array(fc.array(block, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }) }),
      ),
    ),
  );
type Commentary = { law: number; title: string[]; paragraphs: { words: string[]; emphasis?: number }[][] }[];

const capital = (s: string) => s[0]!.toLocaleUpperCase('ru') + s.slice(1);
const sentence = (b: { words: string[] }, wrap = (w: string, _i: number) => w) => `${b.words.map((w, i) => wrap(i === 0 ? capital(w) : w, i)).join(' ')}.`;
const esc = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;');
const marked = (b: { words: string[]; emphasis?: number }, open: string, close: string) => sentence(b, (w, i) => (i === b.emphasis ? `${open}${esc(w)}${close}` : esc(w)));

function asText(c: Commentary): string {
  return c
    .flatMap((l) => [`Правило ${l.law}. ${l.title.join(' ').toLocaleUpperCase('ru')}`, ...l.paragraphs.flatMap((p, n) => p.map((b, i) => `${i === 0 ? `${l.law}.${n + 1}. ` : ''}${sentence(b)}¶`))])
    .join('\n');
}
function asFb2(c: Commentary): string {
  const body = c.map((l) => [`<section>`, `<title><p>Правило ${l.law}</p>`, `<p>${capital(l.title.join(' '))}</p></title>`, ...l.paragraphs.flatMap((p, n) => p.map((b, i) => `<p>${i === 0 ? `${l.law}.${n + 1}. ` : ''}${marked(b, '<emphasis>', '</emphasis>')}</p>`)), `</section>`].join('\n'));
  return `<?xml version="1.0" encoding="windows-1251"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">\n<description><title-info><book-title>Т</book-title></title-info></description>\n<body>\n${body.join('\n')}\n</body>\n</FictionBook>\n`;
}
function asHtml(c: Commentary): string {
  const body = c.map((l) => [`<h2>Правило ${l.law}. ${capital(l.title.join(' '))}</h2>`, ...l.paragraphs.flatMap((p, n) => p.map((b, i) => `<p>${i === 0 ? `${l.law}.${n + 1}. ` : ''}${marked(b, '<i>', '</i>')}</p>`))].join('\n'));
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Т</title></head><body>\n<nav><a href="/">Главная</a> | <a href="/books">Книги</a></nav>\n<article>\n${body.join('\n')}\n</article>\n<footer>© Сайт</footer>\n</body></html>\n`;
}
/**
 * Paragraph files without their provenance (source lines differ by format); without emphasis, when asked,
 * and then no-break spaces as spaces (typography ties a short word to the next only where no emphasis mark
 * stands between them).
 */
const paragraphs = (outputs: Map<string, string>, emphasis: boolean) =>
  new Map(
    [...outputs]
      .filter(([p]) => p.startsWith('commentary/'))
      .map(([p, md]) => {
        const body = md.replace(/^source:\n(?: {2}.*\n)+/mu, '');
        return [p, emphasis ? body : body.replace(/\*/gu, '').replace(/\u00a0/gu, ' ')];
      }),
  );

describe('markup sources', () => {
  it('the same commentary as text, as FB2 and as a saved web page gives the same paragraphs (emphasis from the markup)', () => {
    fc.assert(
      fc.property(commentary, (c) => {
        const text = run('a.txt', utf8(asText(c)));
        const fb2 = run('a.fb2', new Uint8Array(iconv.encode(asFb2(c), 'windows-1251')));
        const html = run('a.html', utf8(asHtml(c)));
        expect(paragraphs(fb2.outputs, false)).toEqual(paragraphs(text.outputs, false));
        expect(paragraphs(html.outputs, true)).toEqual(paragraphs(fb2.outputs, true));
        expect(fb2.report.paragraphs.count).toBe(c.reduce((n, l) => n + l.paragraphs.length, 0));
      }),
      { numRuns: RUNS },
    );
  });

  it('an FB2 that is not well-formed stops with one line naming the file and line', () => {
    const e = errorOf(() => run('bad.fb2', utf8('<?xml version="1.0"?>\n<FictionBook>\n<body><section>\n<p>Правило 1. <emphasis>Х</p>\n</section></body></FictionBook>\n')));
    expect(e.toLine()).not.toContain('\n');
    expect(e.file).toBe('bad.fb2');
    expect(e.line).toBe(4);
    expect(e.message).toMatch(/not well-formed/u);
  });

  it('an encoding the ingest does not know is refused by name', () => {
    const e = errorOf(() => run('x.fb2', utf8('<?xml version="1.0" encoding="x-unknown-42"?>\n<FictionBook/>\n')));
    expect(e.message).toContain('x-unknown-42');
  });

  it('a .fb2.zip must hold exactly one book', () => {
    const two = zipSync({ 'a.fb2': utf8('<FictionBook/>'), 'b.fb2': utf8('<FictionBook/>') });
    expect(errorOf(() => run('two.fb2.zip', two)).message).toMatch(/holds 2/u);
    expect(errorOf(() => run('junk.fb2.zip', utf8('not a zip'))).message).toMatch(/zip/u);
  });
});
