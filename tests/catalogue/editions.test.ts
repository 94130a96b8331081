import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/content/catalogue.ts';
import { changedEntriesFor, coverage, lawEntries, loadConcordance, parseConcordance } from '../../src/lib/content/editions.ts';
import { loadCorpus } from '../../src/lib/content/load.ts';
import { SiteIndex } from '../../src/lib/content/site-index.ts';
import { RULES, enumerateDomain } from '../../src/rules/index.ts';

const content = join(import.meta.dirname, '..', '..', 'content');
const c = loadConcordance(content);

const HEAD = `unchecked: {ru: "не сверено", en: "not checked"}
official: {url: "https://www.worldbridge.org/", ru: "текст", en: "text"}
only2017:
  - {id: "23A", en: "the comparable call"}
  - {id: "63A4", en: "agreement to a claim"}
sources:
  s: {title: "A source", url: "https://example.org/laws", edition: "2017", marker: {ids: ["23A"], en: "Law 23 is the comparable call"}}
entries:
`;
const parse = (entries: string) => () => parseConcordance(HEAD + entries, content);

describe('editions.yaml, the concordance', () => {
  it('has one entry for every law 1–93', () => {
    for (let n = 1; n <= 93; n++) expect(c.of1987(String(n)), `law ${n}`).toBeDefined();
  });

  it('has an entry for every law subsection the commentary or the law text cites', () => {
    const index = new SiteIndex(loadCorpus(content), loadCatalogue(content));
    const cited = new Set(index.citations.filter((x) => x.target.kind === 'law').map((x) => x.target.id));
    const missing = [...cited].filter((id) => !c.of1987(id));
    expect(missing).toEqual([]);
    expect(cited.size).toBeGreaterThan(30);
  });

  it('has an entry for every law id a 1987 demo ruling cites', () => {
    const cited = new Set<string>();
    for (const rule of RULES) for (const input of enumerateDomain(rule.domain)) for (const id of rule.apply(input, '1987').cites) if (!id.includes('.')) cited.add(id);
    expect([...cited].filter((id) => !c.of1987(id))).toEqual([]);
  });

  it('names for every 2017 id a demo ruling cites an entry with that 2017 counterpart', () => {
    const cited = new Set<string>();
    for (const rule of RULES) for (const input of enumerateDomain(rule.domain)) for (const id of rule.apply(input, '2017').cites) cited.add(id);
    const missing = [...cited].filter((id) => !id.startsWith('2017:') || c.of2017(id.slice(5)).length === 0);
    expect(missing).toEqual([]);
  });

  it('reports its coverage: every status used, a share verified, the sources it rests on', () => {
    const cov = coverage(c);
    expect(cov.entries).toBe(c.entries.length);
    for (const n of Object.values(cov.byStatus)) expect(n).toBeGreaterThan(0);
    expect(cov.verified).toBeGreaterThan(0);
    expect(cov.sourcesUsed.length).toBe(c.sources.length);
  });

  it('gives a law page its whole-law entry and its parts, the new ones included', () => {
    const { whole, parts } = lawEntries(c, 64);
    expect(whole?.l1987).toBe('64');
    expect(parts.map((e) => e.l1987 ?? `new ${e.l2017}`)).toContain('new 64B7');
    expect(parts.map((e) => e.l1987)).toContain('64A1');
  });

  it('marks a paragraph with the changed entries it cites, through the nearest entry, not the unchanged ones', () => {
    const marks = changedEntriesFor(c, ['63A1', '63A4', '61B', '61B9', '63.5', '64A1']);
    expect(marks.map((e) => e.l1987)).toEqual(['63A4', '61B']);
  });

  it('rejects a status that contradicts the ids, naming the entry', () => {
    expect(parse(`  - {l1987: "64A1", l1997: "64A1", l2017: "64A2", status: unchanged, verified: false}\n`)).toThrow(/entry 1 \(64A1\): unchanged needs the same/u);
    expect(parse(`  - {l1987: "64A1", l1997: "64A1", l2017: null, status: changed, verified: false, note: {ru: "а", en: "b"}}\n`)).toThrow(/changed needs/u);
    expect(parse(`  - {l1987: null, l1997: null, l2017: "64B7", status: removed, verified: false, note: {ru: "а", en: "b"}}\n`)).toThrow(/removed needs/u);
    expect(parse(`  - {l1987: "64A1", l2017: "64A1", status: same, verified: false}\n`)).toThrow(/status must be one of/u);
  });

  it('rejects ids that are not canonical, a second entry for one id, and a missing note', () => {
    expect(parse(`  - {l1987: "64a1", l2017: "64A1", status: unchanged, verified: false}\n`)).toThrow(/not a canonical law id/u);
    expect(parse(`  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n`)).toThrow(/entry 2 \(64\): a second entry/u);
    expect(parse(`  - {l1987: "64", l2017: "64", status: changed, verified: false}\n`)).toThrow(/needs a note/u);
  });

  it("links the WBF's own document of the 2017 Laws, and one law of the 2017 text per law page", () => {
    expect(c.official.url).toBe('https://www.worldbridge.org/wp-content/uploads/2017/03/2017LawsofDuplicateBridge-paginated.pdf');
    expect(c.official.perLaw).toBe('https://www.pzbs.pl/sedziowie/mpb/2017/en/l{law}.html');
    const withPerLaw = (perLaw: string) => () =>
      parseConcordance(HEAD.replace('official: {url: "https://www.worldbridge.org/",', `official: {url: "https://www.worldbridge.org/", perLaw: "${perLaw}",`) + `  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n`, content);
    expect(withPerLaw('https://example.org/l{law}.html')().official.perLaw).toBe('https://example.org/l{law}.html');
    expect(withPerLaw('https://example.org/laws.html')).toThrow(/official.perLaw: needs an https url with one \{law\}/u);
    expect(withPerLaw('http://example.org/l{law}.html')).toThrow(/official.perLaw/u);
    expect(parse(`  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n`)().official.perLaw).toBeNull();
  });

  it('rejects a verified entry without sources and an unknown source', () => {
    expect(parse(`  - {l1987: "64", l2017: "64", status: unchanged, verified: true, note: {ru: "а", en: "b"}}\n`)).toThrow(/verified entry names its sources/u);
    expect(parse(`  - {l1987: "64", l2017: "64", status: unchanged, verified: false, sources: [{source: x, at: "Law 64"}]}\n`)).toThrow(/unknown source x/u);
  });

  it('rejects a note quoting more than a few words of the Laws', () => {
    const long = '«the trick on which the revoke occurred is transferred»';
    expect(parse(`  - {l1987: "64", l2017: "64", status: changed, verified: false, note: {ru: "а", en: '${long}'}}\n`)).toThrow(/quotes 9 words/u);
    expect(parse(`  - {l1987: "64", l2017: "64", status: changed, verified: false, note: {ru: "а", en: '«any play»'}}\n`)).not.toThrow();
  });

  it('says of every source which edition its text is, and a 2017 one shows a feature only 2017 has', () => {
    const only = new Set(c.only2017.map((f) => f.id));
    expect(only.size).toBeGreaterThanOrEqual(5);
    for (const s of c.sources) {
      expect(s.marker.en.length, s.key).toBeGreaterThan(10);
      if (s.edition === '2017') expect(s.marker.ids.some((id) => only.has(id)), s.key).toBe(true);
    }
    // lovboka.org carries the 2007 text (64B3 on any faced card, no 64B8), whatever its titles said.
    for (const s of c.sources.filter((x) => x.url.includes('lovboka.org'))) expect(s.edition, s.key).toBe('2007');
  });

  it('rejects a source without an edition, a 2017 label its marker does not prove, and a wrong series', () => {
    const src = (fields: string) => HEAD.replace(/ {2}s: \{title: "A source".*\n/u, `  s: {title: "A source", url: "https://example.org/laws"${fields}}\n`) + `  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n`;
    const run = (fields: string) => () => parseConcordance(src(fields), content);
    expect(run('')).toThrow(/source s: edition must be one of/u);
    expect(run(', edition: "2008", marker: {ids: ["64"], en: "x"}')).toThrow(/source s: edition must be one of/u);
    expect(run(', edition: "2007"')).toThrow(/source s: needs a marker/u);
    expect(run(', edition: "2017", marker: {ids: ["64B3"], en: "64B3 on penalty cards"}')).toThrow(/labelled 2017, but its marker names no feature only 2017 has/u);
    expect(run(', edition: "2017", marker: {ids: ["63A4"], en: "agreement to a claim"}')().sources[0]!.edition).toBe('2017');
    expect(run(', edition: "2007", marker: {ids: ["64B3"], en: "any faced card"}')().sources[0]!.edition).toBe('2007');
    expect(run(', edition: "2017", marker: {ids: ["63A4"], series: nope, en: "one page of a series"}')).toThrow(/marker.series nope must be another 2017 source/u);
  });

  it('rejects a verified entry none of whose sources is proven to hold the 2017 text', () => {
    const head = HEAD.replace('edition: "2017", marker: {ids: ["23A"], en: "Law 23 is the comparable call"}', 'edition: "2007", marker: {ids: ["27B1b"], en: "a call of the same meaning"}');
    expect(() => parseConcordance(head + `  - {l1987: "64", l2017: "64", status: unchanged, verified: true, note: {ru: "а", en: "b"}, sources: [{source: s, at: "Law 64"}]}\n`, content)).toThrow(/entry 1 \(64\): verified, but none of its sources is proven to hold the 2017 text \(s: 2007\)/u);
    expect(() => parseConcordance(head + `  - {l1987: "64", l2017: "64", status: unchanged, verified: false, note: {ru: "а", en: "b"}, sources: [{source: s, at: "Law 64"}]}\n`, content)).not.toThrow();
  });

  it('rejects a source file that is not in content/sources', () => {
    const head = HEAD.replace('https://example.org/laws', 'content/sources/nope.txt');
    expect(() => parseConcordance(head + `  - {l1987: "64", l2017: "64", status: unchanged, verified: false}\n`, content)).toThrow(/nope.txt does not exist/u);
  });
});
