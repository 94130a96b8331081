/**
 * What readers asked, and where it led (src/lib/search/asked.ts): the entries learned from queries with their answers,
 * their files, and the first screen re-ranked by them; the search engine applying them (three words or more, no id); and
 * the queries' files read with one line naming the file and the query (src/lib/content/queries.ts). Words and places are
 * generated: invented words, random laws and paragraphs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASKED_MIN_TERMS, ASKED_PAIR_PLACES, ASKED_PAIR_QUERIES, ASKED_PAIR_SHARE, ASKED_PLACES, ASKED_WINDOW, askedFile, askedFiles, askedTerms, decodeAsked, encodeAsked, learnAsked, pairKey, placeKey, rerankByAsked, votesOf, type AskedQuery } from '../../src/lib/search/asked';
import { parseQueries } from '../../src/lib/content/queries';
import { SearchEngine } from '../../src/lib/search/engine';
import { fakePagefind, place, wordArb } from './fake-pagefind';

const hrefArb = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 93 }), fc.integer({ min: 1, max: 9 })).map(([l, p]) => `/ru/laws/${l}/#${l}.${p}`),
  fc.tuple(fc.integer({ min: 1, max: 93 }), fc.constantFrom('A', 'B', 'C'), fc.integer({ min: 1, max: 5 })).map(([l, s, n]) => `/ru/laws/${l}/#${l}${s}${n}`),
  fc.integer({ min: 1, max: 93 }).map((l) => `/ru/laws/${l}/`),
  fc.stringMatching(/^[a-z]{3,8}(?:-[a-z]{3,8}){0,2}$/u).map((s) => `/ru/triage/${s}/`),
);
const queryArb: fc.Arbitrary<AskedQuery> = fc.record({
  q: fc.array(wordArb, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' ')),
  lang: fc.constant('ru'),
  class: fc.constantFrom('term', 'situation', 'id'),
  answers: fc.uniqueArray(hrefArb, { minLength: 1, maxLength: 4 }),
});

describe('learning from the asked queries', () => {
  it('keeps, for each word of the queries but ids, at most a few places, each answering a share of its queries, rarer words weighing more', () => {
    fc.assert(
      fc.property(fc.array(queryArb, { minLength: 1, maxLength: 30 }), (qs) => {
        const entries = learnAsked(qs, 'ru');
        const words = qs.filter((q) => q.class !== 'id');
        for (const [term, e] of entries) {
          if (term.includes(' ')) continue; // a pair: the next property
          const holding = words.filter((q) => askedTerms(q.q).includes(term));
          expect(holding.length).toBeGreaterThan(0);
          expect(e.places.length).toBeLessThanOrEqual(ASKED_PLACES);
          const answered = new Set(holding.flatMap((q) => q.answers.map(placeKey)));
          for (const [key, share] of e.places) {
            expect(answered.has(key)).toBe(true);
            expect(share).toBeGreaterThan(0);
            expect(share).toBeLessThanOrEqual(1.7);
          }
          expect(decodeAsked(encodeAsked(e))).toEqual(e);
        }
        // A word of more queries weighs no more than one of fewer.
        const byCount = [...entries].filter(([t]) => !t.includes(' ')).map(([t, e]) => [words.filter((q) => askedTerms(q.q).includes(t)).length, e.weight] as const);
        for (const [n, w] of byCount) for (const [m, v] of byCount) if (n < m) expect(w).toBeGreaterThanOrEqual(v);
        // Every entry is in its term's file, and only there.
        const files = askedFiles(entries, 'ru');
        for (const [key, e] of entries) expect(files.get(askedFile('ru', key.split(' ')[0]!))![key]).toBe(encodeAsked(e));
        expect([...files.values()].reduce((n, f) => n + Object.keys(f).length, 0)).toBe(entries.size);
      }),
      { numRuns: 200 },
    );
  });

  it('writes a file for every term, empty where no entry falls in its bucket (a missing file is fetched as the 404 page)', () => {
    const files = askedFiles(new Map(), 'en');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (term) => {
        expect(files.get(askedFile('en', term))).toEqual({});
      }),
    );
  });

  it('keeps, for two words that stood together in several queries, the few places a share of them were answered with, in the rarer word’s file', () => {
    // Few words, so that pairs recur: queries of one to four of them, each with its answers.
    const specArb = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.uniqueArray(fc.constantFrom(...['/ru/laws/40/', '/ru/laws/63/#63.5', '/ru/laws/16/#16A', '/ru/triage/revoke-established/']), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { minLength: 2, maxLength: 4 }), fc.array(specArb, { minLength: 1, maxLength: 25 }), (pool, specs) => {
        const qs: AskedQuery[] = specs.map(([picks, answers]) => ({ q: picks.map((p) => pool[p % pool.length]).join(' '), lang: 'ru', class: 'situation', answers }));
        const entries = learnAsked(qs, 'ru');
        const files = askedFiles(entries, 'ru');
        const termsOf = qs.map((q) => askedTerms(q.q));
        const holding = (...ts: string[]) => qs.filter((_, i) => ts.every((t) => termsOf[i]!.includes(t)));
        for (const [key, e] of entries) {
          const parts = key.split(' ');
          if (parts.length === 1) continue;
          const [a, b] = parts as [string, string];
          expect(parts.length).toBe(2);
          expect(holding(a, b).length).toBeGreaterThanOrEqual(ASKED_PAIR_QUERIES);
          expect(e.places.length).toBeLessThanOrEqual(ASKED_PAIR_PLACES);
          for (const [place, share] of e.places) {
            expect(share).toBeGreaterThanOrEqual(ASKED_PAIR_SHARE);
            expect(holding(a, b).some((q) => q.answers.map(placeKey).includes(place))).toBe(true);
          }
          // Filed with its rarer word, which its key names first.
          expect(holding(a).length).toBeLessThanOrEqual(holding(b).length);
          expect(entries.has(pairKey(b, a))).toBe(false);
          expect(files.get(askedFile('ru', a))![key]).toBe(encodeAsked(e));
        }
        // Conversely, two words whose queries, enough of them, were all answered first with one place have it.
        const all = [...new Set(termsOf.flat())];
        for (const a of all)
          for (const b of all) {
            const qsAB = holding(a, b);
            if (a < b && qsAB.length >= ASKED_PAIR_QUERIES && new Set(qsAB.map((q) => q.answers[0])).size === 1) {
              const e = entries.get(pairKey(a, b)) ?? entries.get(pairKey(b, a));
              expect(e?.places[0]).toEqual([placeKey(qsAB[0]!.answers[0]!), 1]);
            }
          }
      }),
      { numRuns: 200 },
    );
  });

  it('gives a word every query holding answered with one place that place first, whole', () => {
    fc.assert(
      fc.property(wordArb, fc.array(fc.array(wordArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), hrefArb, (word, others, href) => {
        const qs: AskedQuery[] = others.map((ws) => ({ q: [...ws, word].join(' '), lang: 'ru', class: 'situation', answers: [href] }));
        const e = learnAsked(qs, 'ru').get(askedTerms(word)[0]!)!;
        expect(e.places[0]).toEqual([placeKey(href), 1]);
      }),
    );
  });

  it('writes a place by its address after the language, whatever the site’s base', () => {
    expect(placeKey('/ru/laws/63/#63.5')).toBe('63/#63.5');
    expect(placeKey('/bridge/en/triage/revoke-established/')).toBe('~revoke-established/');
    expect(placeKey('/ru/laws/63/#63A4')).toBe(placeKey('/sub/ru/laws/63/#63A4'));
    expect(askedFile('ru', 'ренонс')).toMatch(/^asked\.ru\.[0-9a-f]{3}\.json$/u);
  });
});

describe('the first screen re-ranked by the votes', () => {
  const hitsArb = fc.uniqueArray(hrefArb, { minLength: 1, maxLength: 14 }).map((hs) => hs.map((url) => ({ url })));
  it('moves a place above another only by a higher vote, keeps the unvoted in order, puts the place of the best vote first where none above it has one, and leaves the rest of the list', () => {
    fc.assert(
      fc.property(hitsArb, fc.array(fc.nat(), { maxLength: 5 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 5, maxLength: 5 }), (hits, picks, weights) => {
        const votes = new Map(picks.map((p, i) => [placeKey(hits[p % hits.length]!.url)!, weights[i]!] as const));
        const out = rerankByAsked(hits, votes);
        expect([...out].sort((a, b) => (a.url < b.url ? -1 : 1))).toEqual([...hits].sort((a, b) => (a.url < b.url ? -1 : 1)));
        expect(out.slice(ASKED_WINDOW)).toEqual(hits.slice(ASKED_WINDOW));
        const voted = (h: { url: string }) => votes.has(placeKey(h.url)!);
        // A place goes below one it stood above only when that one has the higher vote.
        const vote = (h: { url: string }) => votes.get(placeKey(h.url)!) ?? 0;
        for (const a of out) for (const b of out) if (hits.indexOf(a) < hits.indexOf(b) && out.indexOf(a) > out.indexOf(b)) expect(vote(b)).toBeGreaterThan(vote(a));
        expect(out.filter((h) => !voted(h))).toEqual(hits.filter((h) => !voted(h)));
        // The best vote of all, for a place of the first screen with no voted place above it, puts it first (the votes are weighed against the best).
        const best = Math.max(...votes.values());
        const at = hits.slice(0, ASKED_WINDOW).findIndex((h) => vote(h) === best);
        if (at >= 0 && !hits.slice(0, at).some(voted)) expect(out[0]).toBe(hits[at]);
      }),
    );
    expect(rerankByAsked([{ url: '/ru/laws/1/' }, { url: '/ru/laws/2/' }], new Map())).toEqual([{ url: '/ru/laws/1/' }, { url: '/ru/laws/2/' }]);
  });

  it('sums a place’s votes over the query’s words, by each word’s weight', () => {
    const v = votesOf([decodeAsked('2 63/#63.5 0.5 ~x/ 1'), decodeAsked('4 63/#63.5 0.25')]);
    expect(v.get('63/#63.5')).toBe(2);
    expect(v.get('~x/')).toBe(2);
  });
});

describe('the search engine with the asked entries', () => {
  // Two places holding the same words; earlier readers answered queries of these words with the second.
  const search = async (words: string[], answered: string) => {
    const records = [place(20, '20.1', words.join(' '), 'А'), place(21, '21.1', words.join(' '), 'Б')];
    const entries = learnAsked([{ q: words.join(' '), lang: 'ru', class: 'situation', answers: [answered] }], 'ru');
    const files = askedFiles(entries, 'ru');
    const engine = new SearchEngine(fakePagefind(records, new Map()), {}, async (term) => files.get(askedFile('ru', term)) ?? {});
    return (await engine.search(words.join(' '))).hits.map((h) => h.url);
  };
  it(`moves the place readers were answered with first for a query of ${ASKED_MIN_TERMS} words or more, and not for fewer`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(wordArb, { minLength: 1, maxLength: 5 }), async (words) => {
        const plain = await search(words, '/ru/laws/99/#99.1');
        expect(plain.length).toBe(2);
        const other = plain[1]!;
        const hits = await search(words, other);
        expect(hits[0]).toBe(askedTerms(words.join(' ')).length >= ASKED_MIN_TERMS ? other : plain[0]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the search engine with a pair’s entry', () => {
  it('reads it from the file of the term its key names first, whichever of the query’s terms that is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(wordArb, { minLength: ASKED_MIN_TERMS, maxLength: 5 }), fc.nat(), fc.nat(), async (words, i, j) => {
        const ts = askedTerms(words.join(' '));
        fc.pre(ts.length >= ASKED_MIN_TERMS);
        const [a, b] = [ts[i % ts.length]!, ts[(i + 1 + (j % (ts.length - 1))) % ts.length]!];
        const records = [place(20, '20.1', words.join(' '), 'А'), place(21, '21.1', words.join(' '), 'Б')];
        const files = askedFiles(new Map([[pairKey(a, b), { weight: 3, places: [['21/#21.1', 1]] }]]), 'ru');
        const engine = new SearchEngine(fakePagefind(records, new Map()), {}, async (term) => files.get(askedFile('ru', term)) ?? {});
        expect((await engine.search(words.join(' '))).hits[0]!.url).toBe('/ru/laws/21/#21.1');
        // Without it, the engine's order (the first place) stands.
        const none = new SearchEngine(fakePagefind(records, new Map()), {}, async () => ({}));
        expect((await none.search(words.join(' '))).hits[0]!.url).toBe('/ru/laws/20/#20.1');
      }),
      { numRuns: 40 },
    );
  });
});

describe('the queries’ files', () => {
  it('reads a set, and names the file and the query of what is wrong', () => {
    expect(parseQueries('{"queries":[{"q":"ренонс","lang":"ru","class":"term","answers":["/ru/laws/61/#61A"]}]}', 'x.json')).toEqual([{ q: 'ренонс', lang: 'ru', class: 'term', answers: ['/ru/laws/61/#61A'] }]);
    expect(() => parseQueries('{"queries":[', 'a.json')).toThrow(/^a\.json: not valid JSON/u);
    // A key given twice (a merge kept both sides): refused, where JSON.parse would keep the last list and lose the first.
    expect(() => parseQueries('{"queries":[{"q":"x","lang":"ru","answers":["/ru/laws/1/"],\n"answers":["/ru/laws/2/"]}]}', 'e.json')).toThrow(/^e\.json: not valid JSON: duplicated mapping key/u);
    // As an editor saves it: a byte-order mark, Windows line ends, a «й» and an «ё» decomposed; an answer given twice counts once.
    const saved = '\uFEFF{"queries":[\r\n{"q":"ренонс, зафиксированный \u0438\u0306 уже пошедший","lang":"ru","answers":["/ru/laws/63/#63.1","/ru/laws/63/#63.1"]}\r\n]}';
    expect(parseQueries(saved, 'f.json')).toEqual([{ q: 'ренонс, зафиксированный й уже пошедший', lang: 'ru', answers: ['/ru/laws/63/#63.1'] }]);
    expect(() => parseQueries('{"queries":[{"q":"x","lang":"de","answers":["/de/"]}]}', 'b.json')).toThrow(/^b\.json: query 1 «x»: "lang"/u);
    expect(() => parseQueries('{"queries":[{"q":"x","lang":"ru","answers":["/ru/laws/1/"]},{"q":"y","lang":"ru","answers":["/en/laws/1/"]}]}', 'c.json')).toThrow(/^c\.json: query 2 «y»: the answer "\/en\/laws\/1\/"/u);
    expect(() => parseQueries('{"queries":[{"q":"y","lang":"ru","class":"topic","answers":["/ru/laws/1/"]}]}', 'd.json')).toThrow(/"class"/u);
  });
});
