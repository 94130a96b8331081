import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../support/site.ts';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { loadTriage } from '../../src/lib/content/triage.ts';
import { questionBank } from '../../src/lib/quiz/bank.ts';
import { outcomeView, triageSteps } from '../../src/lib/site/triage.ts';
import { EDITIONS, RULES, enumerateDomain } from '../../src/rules/index.ts';
import type { Lang } from '../../src/lib/refs/index.ts';
import type { Block } from '../../src/scripts/demos/view.ts';

/**
 * The text a reader gets from the rules module, the triage pages and the quiz, in both
 * languages — every ruling of every rule's domain under both editions, every outcome page
 * and step, every question of the bank — read as a whole for faults of wording that no
 * single fixture shows (the glossary's and the concordance's notes too): the project's source-file names (001, «в тексте 001»), a masculine
 * verb agreeing with «сторона», a doubled dash or an empty part, straight quotes in English.
 */
type Texts = Map<string, string>;

/** Every string inside a value, keyed by where it was found. */
function strings(v: unknown, where: string, out: Texts): void {
  if (typeof v === 'string') out.set(where, v);
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${where}[${i}]`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'href' && k !== 'cls' && k !== 'id') strings(x, `${where}.${k}`, out);
}

/** A ruling block as the reader sees it: its parts (text, links, bold) run together. */
const blockText = (b: Block) => b.parts.map((p) => (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong)).join('');

function readerText(lang: Lang): Texts {
  const out: Texts = new Map();
  for (const rule of RULES) {
    for (const input of enumerateDomain<Record<string, unknown>>(rule.domain)) {
      for (const edition of EDITIONS) {
        const r = rule.apply(input, edition);
        const at = `rule ${rule.id} ${edition} ${JSON.stringify(input)}`;
        if (r.ok) {
          out.set(`${at} explanation`, r.explanation[lang]);
          if (r.editionNote) out.set(`${at} editionNote`, r.editionNote[lang]);
        } else out.set(`${at} problem`, r.problem[lang]);
      }
    }
  }
  const tree = loadTriage();
  for (const o of tree.outcomes) {
    const v = outcomeView(o, lang, '/');
    strings({ title: v.title, situation: v.situation, cases: v.cases, next: v.next, rulings: v.rulings.map((r) => ({ label: r.label, b1987: r.blocks1987.map(blockText), b2017: r.blocks2017.map(blockText) })) }, `outcome ${o.slug}`, out);
  }
  strings(triageSteps(lang, '/'), 'triage', out);
  for (const q of questionBank(lang)) strings({ situation: q.situation, choices: q.choices, explanation: q.explanation }, `quiz ${q.id}`, out);
  // The glossary page shows each term's note and each sense's context in the reader's language.
  // The concordance pages and law pages' edition boxes show each entry's note and why it is unverified.
  for (const e of loadConcordance().entries) strings({ note: e.note[lang], why: e.unverifiedBecause?.[lang] }, `concordance ${e.key}`, out);
  for (const g of loadCatalogue('content').glossary) strings({ note: g.note?.[lang], senses: g.senses?.map((x) => x.context[lang]) }, `glossary ${g.id}`, out);
  return out;
}

const texts = { ru: readerText('ru'), en: readerText('en') };
/** Each distinct place of a match, with the first text it was found in. */
function offending(lang: Lang, pattern: RegExp): string[] {
  const seen = new Map<string, string>();
  for (const [where, s] of texts[lang]) {
    const at = s.search(pattern);
    if (at < 0) continue;
    const snippet = s.slice(Math.max(0, at - 40), at + 40);
    if (!seen.has(snippet)) seen.set(snippet, where);
  }
  return [...seen].map(([snippet, where]) => `${where}: …${snippet}…`);
}

describe('reader text of rulings, triage, quiz and glossary', () => {
  it('is read in full (the collectors find text)', () => {
    for (const lang of ['ru', 'en'] as const) expect(texts[lang].size).toBeGreaterThan(5000);
  });

  it('names no source file of the project (001, «в тексте 001», "source 001")', () => {
    const fileId = /(?<![\d.,:])0\d\d(?![\d])|в тексте (?!(?:19|20)\d\d(?!\d))\d|источник(?:а|е)? \d|source \d|the \d{3} text/u;
    for (const lang of ['ru', 'en'] as const) expect(offending(lang, fileId)).toEqual([]);
  });

  it('makes the verb agree with «сторона» (выиграла, not выиграл)', () => {
    // A masculine past verb (…л) before «сторона», with or without an adjective between, or after it.
    const agreement = /(?<!\p{L})\p{L}+[ая]л\s+(?:\p{L}+(?:ая|яя)\s+)?сторона(?!\p{L})|(?<!\p{L})сторона\s+\p{L}+[ая]л(?!\p{L})/iu;
    expect(offending('ru', agreement)).toEqual([]);
  });

  it('says «сыграть (дать) в масть» for following suit: «пойти в масть» is to lead it', () => {
    // «Не пошёл в масть» reads as "did not lead the suit"; a revoke is failing to follow (61A «недавание
    // в масть»). «Пошли в масть штрафной карты» (partner led that suit) is a lead, and right.
    const leadForFollow = /(?<!\p{L})не\s+(?:пош[её]л|пошла|пошли|пошедш\p{L}*|пойти|ид[её]т|ходил\p{L}*)\s+в\s+масть/iu;
    expect(offending('ru', leadForFollow)).toEqual([]);
  });

  it('says «сыграть» for playing to a trick under way: «ходить» is to lead', () => {
    // One leads a card, a suit, from a hand, to a trick («пошёл в следующую взятку», 53B's «ходит в эту
    // взятку»); to the trick under way («в неё», «в текущую взятку») or after another player, one plays:
    // «ходил в неё» reads as "led to it" where the player may have played second.
    const leadForPlay = /(?<!\p{L})(?:с?ходил\p{L}*|ходит|ходят|ходить|пош[её]л|пошла|пошли|пойти|пойд[её]т)\s+(?:\p{L}+\s+){0,2}?(?:в\s+не[её]|в\s+(?:текущую|ту\s+же)\s+взятку|после)(?!\p{L})/iu;
    expect(offending('ru', leadForPlay)).toEqual([]);
  });

  it('has no doubled dash and no empty part', () => {
    const empty = /[—–-]\s*[—–-]|,\s*[,.;)]|\(\s*\)|^\s*[—–,;]|[—–,;]\s*$|\s[,.;:]/u;
    for (const lang of ['ru', 'en'] as const) expect(offending(lang, empty)).toEqual([]);
  });

  it('uses typographic quotes and apostrophes in English (“ ” ’), no straight ones', () => {
    expect(offending('en', /["']/u)).toEqual([]);
  });

  it('says what the site lacks in plain words, not the build’s («в загруженных источниках», "loaded sources")', () => {
    // Probe round 8: «Текст Правил 28–32 в загруженных источниках отсутствует», "not checked against a loaded text".
    expect(offending('ru', /(?<!\p{L})(?:за|по|при)?грузи?\p{L}*(?=\s+(?:источник|текст|комментари))|(?<!\p{L})загруженн\p{L}*/iu)).toEqual([]);
    expect(offending('en', /\bloaded\s+(?:sources?|texts?|commentar\p{L}*)|\bamong the loaded\b|\bin the loaded\b/iu)).toEqual([]);
  });

  it('writes a law’s letters in Latin (61B, 64A), not in Cyrillic look-alikes, except where it quotes a source', () => {
    // A Cyrillic А В С Е right after a law's number; a quote of the commentary's own print («50Е») is kept.
    const cyrillicId = /(?<![«\p{L}\d])(?<!«Правил[оа] )\d{1,2}[АВСЕ](?=\d|[^\p{L}]|$)/u;
    for (const lang of ['ru', 'en'] as const) expect(offending(lang, cyrillicId)).toEqual([]);
  });

  it('refers to several laws with a plural (к ним, on them)', () => {
    // «Текста Правил 42 и 43 … и комментария к нему» / "Laws 42 and 43 and the commentary on it".
    expect(offending('ru', /(?<!\p{L})Правил\s+\d+(?:\s*(?:[–,]|и)\s*\d+)+[^.:;]*?(?:к нему|его текст)(?!\p{L})/u)).toEqual([]);
    expect(offending('en', /\bLaws\s+\d+(?:\s*(?:[–,]|and)\s*\d+)+[^.:;]*?\b(?:on it|its text)\b/u)).toEqual([]);
  });
});

/**
 * The built pages (`npm run build` first): the main text of every page of dist/ru and dist/en,
 * as a reader sees it — code, scripts and passages marked as another language left out — read for
 * the same classes: the project's file names and paths (content/…, *.yaml, «source 000»,
 * «источник 001»), straight quotes in English, English sentences on Russian pages, and a colon glued
 * to the word after it («запись:Правила», "read:The Laws").
 */
describe('reader text of the built pages', () => {
  requireDist();
  const pages = (lang: Lang) =>
    readdirSync(join(DIST, lang), { withFileTypes: true, recursive: true })
      .filter((d) => d.isFile() && d.name.endsWith('.html'))
      .map((d) => join(d.parentPath, d.name));
  const mainText = (lang: Lang): Texts => {
    const out: Texts = new Map();
    for (const file of pages(lang)) {
      const { document } = parseHTML(readFileSync(file, 'utf8'));
      const main = document.querySelector('main');
      if (!main) continue; // a short link's redirect
      for (const e of main.querySelectorAll(`script, style, template, code, pre, kbd, [lang]:not([lang="${lang}"])`)) e.remove();
      out.set(file.slice(DIST.length), main.textContent!.replace(/\s+/gu, ' '));
    }
    return out;
  };
  const built = { ru: mainText('ru'), en: mainText('en') };
  const found = (lang: Lang, pattern: RegExp): string[] => {
    const g = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    const seen = new Map<string, string>();
    for (const [page, text] of built[lang]) for (const m of text.matchAll(g)) {
      const snippet = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
      if (!seen.has(snippet)) seen.set(snippet, page);
    }
    return [...seen].map(([snippet, page]) => `${page}: …${snippet}…`);
  };

  it('reads every page with main text, in both languages', () => {
    for (const lang of ['ru', 'en'] as const) expect(built[lang].size).toBeGreaterThan(120);
  });

  it('names no file or path of the project, nor a source by its number', () => {
    const fileName = /content\/|(?<![\p{L}\d/])src\/|[\w-]+\.(?:ya?ml|ts|md)(?!\p{L})|(?<!\p{L})sources? (?:file )?\d{3}(?!\d)|источник\p{L}* \d{3}(?!\d)|project['’]s source/iu;
    for (const lang of ['ru', 'en'] as const) expect(found(lang, fileName)).toEqual([]);
  });

  it('uses typographic quotes and apostrophes in English pages', () => {
    expect(found('en', /["']/u)).toEqual([]);
  });

  it('puts a space after a colon before a word (the text of an element and the link after it ran together)', () => {
    // Left as written: an address's scheme (https://…), and an edition-tagged id or a time, whose colon
    // stands between digits or after one (2017:63A4, 12:30) — none of them a colon of prose.
    const glued = /(?<![\d:]|(?<!\p{L})(?:https?|mailto|urn|data|tel))[:：](?=\p{L})/u;
    for (const lang of ['ru', 'en'] as const) expect(found(lang, glued)).toEqual([]);
  });

  it('speaks of the rulings in a reader\'s words, not the build\'s («модулем правил при сборке», "rules module", "when the site was built", «не загружен»)', () => {
    // Probe round 10: «Решение вычислено модулем правил при сборке сайта» on every outcome page.
    // Probe round 11: «которые делает сборка сайта» on /data/, «в этой сборке нет» on the downloads.
    const build = /модул\p{L}* правил|(?<!\p{L})сборк\p{L}*|(?<!\p{L})не загружен|\brules? module\b|\bwhen the site was built\b|\bat build time\b|\b(?:this|the site['’]s) build\b|\bnot loaded\b/iu;
    for (const lang of ['ru', 'en'] as const) expect(found(lang, build)).toEqual([]);
  });

  it('keeps a colon out of a citation\'s link («Правил: 30» links 30)', () => {
    const html = readFileSync(join(DIST, 'ru/triage/bid-out-of-rotation/index.html'), 'utf8');
    expect(html).toMatch(/Правил: <a href="\/ru\/laws\/30\/"[^>]*>30<\/a>/u);
    for (const lang of ['ru', 'en'] as const) {
      const inside = [...built[lang].keys()].flatMap((page) => [...readFileSync(join(DIST, page), 'utf8').matchAll(/<a [^>]*class="ref"[^>]*>([^<]*:[^<]*)<\/a>/gu)].map((m) => `${page}: ${m[1]}`));
      expect(inside.filter((x) => !/\d{4}:\s?\d/u.test(x))).toEqual([]);
    }
  });

  it('has no English sentence on a Russian page (an English title is marked lang="en")', () => {
    expect(found('ru', /(?<!\p{L})[A-Za-z]+(?:[ ,;:]+[A-Za-z]+){4,}/u)).toEqual([]);
  });
});

describe('the typesetting of English quotes (lib/typography)', () => {
  it('curls every quote of prose and keeps code, directive attributes, addresses and tags as written', async () => {
    const { curlMarkdownQuotes } = await import('../../src/lib/typography/quotes.ts');
    const fc = (await import('fast-check')).default;
    const word = fc.stringMatching(/^[a-z]{1,8}$/u);
    const prose = fc.array(fc.oneof(word, word.map((w) => `${w}'s`), word.map((w) => `"${w}"`), word.map((w) => `'${w}'`), word.map((w) => `${w}s'`)), { minLength: 1, maxLength: 8 }).map((ws) => ws.join(' '));
    const verbatim = fc.oneof(word.map((w) => `\`a "${w}" 'b'\``), word.map((w) => `:erratum[${w}]{source="${w}'s"}`), word.map((w) => `[${w}](/a/${w}'s)`), word.map((w) => `<span title="${w}">`));
    fc.assert(
      fc.property(fc.array(fc.tuple(prose, verbatim)), (parts) => {
        const md = parts.map(([p, v]) => `${p} ${v}`).join(' ');
        const out = curlMarkdownQuotes(md);
        const kept = parts.map(([, v]) => v);
        for (const v of kept) expect(out).toContain(v);
        let rest = out;
        for (const v of kept) rest = rest.replace(v, '');
        expect(rest).not.toMatch(/["']/u);
        expect(out.replace(/[‘’“”]/gu, (c) => (c === '“' || c === '”' ? '"' : "'"))).toBe(md);
      }),
    );
  });
});
