import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { loadCorpus } from '../../src/lib/content/load.ts';
import { SiteIndex } from '../../src/lib/content/site-index.ts';
import { loadSources } from '../../src/lib/content/sources.ts';
import { acrossFiles, buildBook, inDocument } from '../../src/lib/downloads/book.ts';
import { epubFiles } from '../../src/lib/downloads/epub.ts';
import { fillDownloadPage, formatSize } from '../../src/lib/downloads/files.ts';
import { singleFileHtml } from '../../src/lib/downloads/html.ts';
import { readme } from '../../src/lib/downloads/zip.ts';
import { toXhtml } from '../../src/lib/downloads/xhtml.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const site = new SiteIndex(loadCorpus(CONTENT), loadCatalogue(CONTENT));
const sources = loadSources(CONTENT);

describe('toXhtml', () => {
  it('closes void elements and gives valueless attributes a value', () => {
    expect(toXhtml('<p>a<br>b<hr class="x"></p>')).toBe('<p>a<br />b<hr class="x" /></p>');
    expect(toXhtml('<a href="#x" data-footnote-ref aria-describedby="l">1</a>')).toBe('<a href="#x" data-footnote-ref="" aria-describedby="l">1</a>');
    expect(toXhtml('<nav hidden><input type="checkbox" checked disabled></nav>')).toBe('<nav hidden="hidden"><input type="checkbox" checked="checked" disabled="disabled" /></nav>');
  });

  it('leaves quoted values (even with > inside) and text alone', () => {
    const s = '<span title="a > b" class="c">x &#x3C; y &amp; z</span>';
    expect(toXhtml(s)).toBe(s);
  });

  it('refuses HTML-only named character references', () => {
    expect(() => toXhtml('<p>a&nbsp;b</p>')).toThrow(/&nbsp;/u);
  });
});

describe('the book', () => {
  it('has 93 law chapters in order, then the glossary, the editions appendix and the sources', () => {
    const b = buildBook(site, sources, { lang: 'ru', link: inDocument, date: 'today' });
    expect(b.chapters.map((c) => c.id)).toEqual([...Array.from({ length: 93 }, (_, i) => `law-${i + 1}`), 'glossary', 'editions', 'sources']);
    expect(b.parts.flatMap((p) => p.chapters).sort()).toEqual(b.chapters.filter((c) => c.law).map((c) => c.id).sort());
  });

  it('carries the concordance of editions as an appendix: every entry, its status, unverified ones marked', () => {
    for (const lang of ['ru', 'en'] as const) {
      const b = buildBook(site, sources, { lang, link: inDocument, date: 'today' });
      const h = b.chapters.find((c) => c.id === 'editions')!.html;
      expect(h.match(/<tr id="ed-/gu)?.length).toBe(loadConcordance(join(import.meta.dirname, '..', '..', 'content')).entries.length);
      expect(h).toContain('<tr id="ed-63A4"><td>63A4</td><td>63B</td><td>—</td>');
      expect(h).toContain('<tr id="ed-2017-64B7"><td>—</td><td>—</td><td>64B7</td>');
      expect(h).toContain(lang === 'ru' ? 'не сверено' : 'not verified');
    }
  });

  it('names no repository path, and titles the sources in the book’s language (probe round 8, F7)', () => {
    const concordance = loadConcordance(join(import.meta.dirname, '..', '..', 'content'));
    for (const lang of ['ru', 'en'] as const) {
      const html = buildBook(site, sources, { lang, link: inDocument, date: 'today' }).chapters.map((c) => c.html).join('\n');
      expect(html).not.toMatch(/(?<![\w.-])content\/\w/u);
      const used = concordance.sources.filter((s) => html.includes(lang === 'ru' ? s.titleRu : s.title));
      expect(used.length).toBeGreaterThan(0);
      if (lang === 'ru') for (const s of concordance.sources.filter((x) => x.title !== x.titleRu)) expect(html).not.toContain(s.title);
    }
  });

  it('gives the sources’ facts in the book’s language: in the Russian book no English sentence outside lang="en" (probe round 9)', () => {
    const chapter = (lang: 'ru' | 'en') => buildBook(site, sources, { lang, link: inDocument, date: 'today' }).chapters.find((c) => c.id === 'sources')!.html;
    /** The chapter's text as a reader of `lang` reads it: code and passages marked as another language left out. */
    const ownText = (lang: 'ru' | 'en') => {
      const { document } = parseHTML(`<!doctype html><html><body>${chapter(lang)}</body></html>`);
      for (const e of document.querySelectorAll(`code, [lang]:not([lang="${lang}"])`)) e.remove();
      return document.body.textContent!.replace(/\s+/gu, ' ');
    };
    const ru = ownText('ru');
    // Five Latin words in a row, as the built pages' test (reader-text) reads an English sentence on a Russian page.
    expect(ru.match(/(?<!\p{L})[A-Za-z]+(?:[ ,;:]+[A-Za-z]+){4,}/gu) ?? []).toEqual([]);
    expect(chapter('ru')).not.toMatch(/personal perusal|twice over|Russian translation|European Bridge League/u);
    const en = ownText('en');
    for (const s of sources) {
      for (const k of ['author', 'edition', 'copyright'] as const) {
        // The Russian book shows the manifest's Russian facts, as /ru/sources/ does; the English book the English ones.
        if (s.ru?.[k]) expect(ru, `${s.file} ${k}`).toContain(s.ru[k]);
        expect(en, `${s.file} ${k}`).toContain(s[k]);
        if (s.ru?.[k]) expect(en, `${s.file} ${k}`).not.toContain(s.ru[k]);
      }
      // The source file's own name, as /sources/ heads each source with it, labelled so; never a path.
      expect(chapter('ru')).toContain(`<dt>Исходный файл</dt><dd><code>${s.file}</code></dd>`);
      expect(chapter('en')).toContain(`<dt>Source file</dt><dd><code>${s.file}</code></dd>`);
      expect(s.file).not.toContain('/');
    }
    // A fact the manifest gives in English only stays English in the Russian book, and says so.
    const bare = { ...sources[0]!, ru: undefined };
    const h = buildBook(site, [bare], { lang: 'ru', link: inDocument, date: 'today' }).chapters.find((c) => c.id === 'sources')!.html;
    expect(h).toContain(`<dd lang="en">${bare.copyright}</dd>`);
    expect(h).toContain(`<dd lang="en">${bare.author}</dd>`);
  });

  it('says what the site lacks in plain words, not the build’s («в источниках не загружен», "loaded in the sources")', () => {
    // Probe round 9: the English book said "…is loaded in the site’s sources" 151 times.
    for (const lang of ['ru', 'en'] as const) {
      const text = buildBook(site, sources, { lang, link: inDocument, date: 'today' }).chapters.map((c) => c.html.replace(/<[^>]*>/gu, ' ')).join('\n');
      expect(text.match(/.{0,30}(?:загружен|\bloaded\b).{0,30}/giu) ?? [], lang).toEqual([]);
      expect(text).toContain(lang === 'ru' ? 'Текста Правила 63 на сайте нет.' : 'This site does not have the text of Law 63.');
    }
  });

  it('links a citation to its anchor (a stub saying the text is not loaded, when it is not), in the format asked for', () => {
    const one = buildBook(site, sources, { lang: 'ru', link: inDocument, date: 'today' });
    const epub = buildBook(site, sources, { lang: 'ru', link: acrossFiles, date: 'today' });
    const law62 = (b: typeof one) => b.chapters.find((c) => c.id === 'law-62')!.html;
    expect(law62(one)).toContain('<a href="#63A4" data-ref="63A4" class="ref">Правило\u00a063А4</a>');
    expect(one.chapters.find((c) => c.id === 'law-63')!.html).toMatch(/<div class="stub"><h4 id="63A4">63A4<\/h4><p class="not-loaded">/u);
    expect(law62(epub)).toContain('<a href="law-63.xhtml#63A4" data-ref="63A4" class="ref">Правило\u00a063А4</a>');
    // 63.3 cites Law 63B; 62.3 cites 63B — all land on law 63; a loaded section gets its own anchor:
    const law61 = one.chapters.find((c) => c.id === 'law-61')!.html;
    expect(law61).toMatch(/href="#61B"/u);
  });

  it('in one file, every id is unique and every link lands on one', () => {
    for (const lang of ['ru', 'en'] as const) {
      const h = singleFileHtml(buildBook(site, sources, { lang, link: inDocument, date: 'today' }));
      const ids = [...h.matchAll(/\sid="([^"]+)"/gu)].map((m) => m[1]!);
      expect(new Set(ids).size).toBe(ids.length);
      for (const m of h.matchAll(/\shref="#([^"]*)"/gu)) expect(ids, m[1]).toContain(m[1]);
    }
  });

  it('English: the law text and commentary are the translations where current, the Russian otherwise, marked so', () => {
    const b = buildBook(site, sources, { lang: 'en', link: inDocument, date: 'today' });
    const law62 = b.chapters.find((c) => c.id === 'law-62')!.html;
    expect(law62).toContain('Law 62. Correction of a Revoke');
    expect(law62).toContain('<div class="para-body" lang="en">');
    const ruOnly = site.corpus.commentary.find((p) => p.body.en === null);
    if (ruOnly) expect(b.chapters.find((c) => c.law === ruOnly.law)!.html).toContain('Not translated yet');
  });

  it('the EPUB package declares language, author, translator and rights', () => {
    const f = epubFiles(buildBook(site, sources, { lang: 'en', link: acrossFiles, date: 'today' }), { modified: new Date('2025-01-02T03:04:05Z') });
    const opf = f['EPUB/package.opf']!;
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('xml:lang="en"');
    expect(opf).toContain('G. Endicott (European Bridge League)');
    expect(opf).toContain('<meta refines="#translator" property="role" scheme="marc:relators">trl</meta>');
    expect(opf).toContain('personal perusal only');
    expect(opf).toContain('<meta property="dcterms:modified">2025-01-02T03:04:05Z</meta>');
    expect(opf).toMatch(/<dc:identifier id="pub-id">urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}<\/dc:identifier>/u);
  });
});

describe('the download page placeholders', () => {
  const page = (name: string) =>
    `<tr data-download="${name}"><td><a href="/downloads/${name}" data-download-link="${name}" download data-astro-cid-x>${name}</a></td>` +
    `<td><span data-download-size="${name}" data-astro-cid-x>…</span></td><td><time data-download-date="${name}" data-astro-cid-x>—</time></td></tr>`;

  it('fills size and date of a built file and keeps its link', () => {
    const out = fillDownloadPage(page('a.epub'), 'ru', { 'a.epub': { kind: 'built', size: 1536 * 1024, date: new Date('2025-05-04T10:00:00Z') } });
    expect(out).toContain('<span data-download-size="a.epub" data-astro-cid-x>1,5 МБ</span>');
    expect(out).toContain('<time data-download-date="a.epub" data-astro-cid-x datetime="2025-05-04">4 мая 2025 г.</time>');
    expect(out).toContain('<a href="/downloads/a.epub"');
  });

  it('says a skipped file is not available, and drops its link', () => {
    const out = fillDownloadPage(page('a.pdf'), 'en', { 'a.pdf': { kind: 'missing' } });
    expect(out).toContain('>not available</span>');
    expect(out).not.toContain('href=');
    expect(out).not.toMatch(/\sdownload[\s>]/u);
  });

  it('fails when the page has no placeholder for a file', () => {
    expect(() => fillDownloadPage(page('a.pdf'), 'en', { 'b.pdf': { kind: 'missing' } })).toThrow(/b\.pdf/u);
  });

  it('formats sizes per language', () => {
    expect(formatSize(850 * 1024, 'en')).toBe('850 KB');
    expect(formatSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatSize(100, 'ru')).toBe('1 КБ');
  });
});

describe('README.txt of the site archive', () => {
  it('tells how to serve the folder, at the root or under the deploy base', () => {
    const title = { ru: 'К', en: 'C' };
    const root = readme({ version: '1.0.0', date: '2025-01-01', base: '/', title });
    expect(root).toContain('python3 -m http.server 8000');
    expect(root).toContain('npx serve');
    expect(root).toContain('http://localhost:8000/\r\n');
    const sub = readme({ version: '1.0.0', date: '2025-01-01', base: '/laws/', title });
    expect(sub).toContain('make a folder laws/');
    expect(sub).toContain('http://localhost:8000/laws/');
  });
});
