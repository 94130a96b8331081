/**
 * What a linker's preview says of a provision of the 1987 Code, from the open data of its law:
 * the provision's own text, never another's. Computed when the data is built, for every place the
 * law has (its sections, paragraphs and their marked items): /api/v1/laws/N.json carries them as
 * `previews`, so that linker.js only looks them up. Plain TypeScript.
 *
 * - A section: its text; with none of its own (a heading over its parts), its parts' text; a text
 *   whose start the source lost begins with «…», one whose end it lost ends with it.
 * - A law: its text where it is loaded from its start; otherwise its first loaded section's, named,
 *   after a word that the site has the law only in part.
 * - A paragraph of the commentary: its text; an item of it («61.5(ii)») from that item's mark on.
 * - Anything else: that the site lacks its text (plain words, probe round 10), and where it is cited; a section the source names
 *   but whose text it lost, with its heading first.
 */
import type { LawJson, SectionJson } from '../api/open-data.ts';
import { ROMAN_NUMERALS, Ref, type Lang } from '../refs/ref.ts';
import { previewText } from './link-text.ts';

/** What a preview is made from: a law's open data, its previews aside. */
type PreviewSource = Pick<LawJson, 'law' | 'text' | 'commentary' | 'citations'>;

export const NOT_LOADED: Record<Lang, [string, string]> = {
  ru: ['Текста на сайте нет.', ' Ссылаются: '],
  en: ['No text on the site.', ' Cited in: '],
};

/** Before the text of the place around a cited place the site lacks (65B3 → 65B, 62.5(d) → 62.5). */
const ELSEWHERE: Record<Lang, (id: string) => string> = {
  ru: (id) => `Текста ${id} на сайте нет.`,
  en: (id) => `${id} is not on the site.`,
};

/**
 * Of a place a law does not have (61C9, 62F, 64B9) or a paragraph beyond its commentary (63.9): the
 * law (its commentary) has no such part; then the parts it has. By the place's kind.
 */
const NONE: Record<Lang, Record<Ref['kind'], [(r: Ref) => string, string]>> = {
  ru: { law: [(r) => `В Правиле ${r.law} нет ${r.id}.`, 'Его части:'], commentary: [(r) => `В комментарии к Правилу ${r.law} нет п. ${r.id}.`, 'Его пункты:'] },
  en: { law: [(r) => `Law ${r.law} has no ${r.id}.`, 'Its sections:'], commentary: [(r) => `The commentary on Law ${r.law} has no ${r.id}.`, 'Its paragraphs:'] },
};

/** Before the first section the site has of a law it has only in part. */
const PARTLY: Record<Lang, string> = { ru: 'На сайте есть только часть правила.', en: 'Only part of this law is on the site.' };

/** A text in the reader's language: the English where there is one, else the Russian original. */
export const pickIn = <T>(lang: Lang, b: { ru: T; en: T | null }): T => (lang === 'en' && b.en !== null ? b.en : b.ru);

/** The text a preview shows of `ref` (already plain, cut to a preview's length). */
export function previewOf(ref: Ref, data: PreviewSource, lang: Lang): string {
  const pick = <T>(b: { ru: T; en: T | null }) => pickIn(lang, b);
  const sections = data.text?.sections ?? [];
  const words = NOT_LOADED[lang];
  const shown = (parts: readonly SectionJson[]) => {
    const text = parts.map((s) => pick(s.md)).join(' ').trim();
    const had = parts.filter((s) => pick(s.md).trim());
    const cut = (edge: 'head' | 'tail', s?: SectionJson) => (s?.incomplete.includes(edge) ? '…' : '');
    // A lost end after a whole sentence stands apart from its full stop («…результат. …»).
    const tail = cut('tail', had.at(-1));
    return text && cut('head', had[0]) + text + (tail && /[.!?…]$/u.test(text) ? ` ${tail}` : tail);
  };
  let text = '';
  if (ref.kind === 'commentary') {
    const ids = [ref, ...ref.ancestors()].map((r) => r.id);
    const md = ids.map((id) => data.commentary.find((p) => p.id === id || p.alsoIds.includes(id))).find(Boolean);
    if (md) text = fromItem(pick(md.md), ref.item);
  } else if (ref.section === null) {
    // The law from its start; or else, named, the first of its sections the site has.
    const first = sections.find((s) => pick(s.md).trim());
    if (first) text = `${first.incomplete.length || !/^\d+(?:A1?)?$/u.test(first.id) ? `${PARTLY[lang]} ${first.id}: ` : ''}${shown([first])}`;
  } else {
    // The section, or else its parts (a heading over them): 50D is 50D1–50D2b.
    for (const r of [ref, ...ref.ancestors()]) {
      if (r.section === null) break;
      const self = sections.filter((s) => s.id === r.id && pick(s.md).trim());
      text = shown(self.length ? self : sections.filter((s) => s.id.startsWith(r.id) && /^[\da-z]/u.test(s.id.slice(r.id.length))));
      if (text) break;
    }
  }
  if (text) return previewText(text);
  const by = [...new Set(data.citations.received.filter((c) => c.to === ref.id || c.to.startsWith(ref.id)).map((c) => c.from))];
  // A section the source names but whose text it lost (65D): its heading, then that its text is not loaded.
  const own = ref.kind === 'law' ? sections.find((x) => x.id === ref.id) : undefined;
  const heading = own && own.title.ru !== null ? pick({ ru: own.title.ru, en: own.title.en }) : null;
  return (heading ? `${heading}. ` : '') + words[0] + (by.length ? words[1] + by.join(', ') : '');
}

/** A paragraph's item, from its mark («(ii) …») to the next mark of its kind, or the whole text where the item is not marked. */
function fromItem(md: string, item: string | null): string {
  if (item === null) return md;
  const mark = (name: string) => new RegExp(`(?:^|[\\s>*_])\\(${name}\\)`, 'giu');
  const at = mark(item).exec(md);
  if (!at) return md;
  // The next item of its series: (ii) after (i), (c) after (b); a list inside an item goes with it.
  const r = ROMAN_NUMERALS.indexOf(item.toLowerCase());
  const next = mark(r >= 0 ? ROMAN_NUMERALS[r + 1] ?? '-' : String.fromCharCode(item.charCodeAt(0) + 1));
  next.lastIndex = at.index + at[0].length;
  return md.slice(at.index, next.exec(md)?.index).trim();
}

/**
 * The previews of every place of a law that has text, by id and language: the law, its sections,
 * its paragraphs and each item marked in them («61.5(ii)»). A place with none is left out (the
 * linker says that its text is not loaded, and where it is cited).
 */
export function previewsOf(data: PreviewSource): Record<Lang, Record<string, string>> {
  const items = (id: string, md: string) => [...md.matchAll(/(?:^|[\s>*_])\((x|ix|iv|vi{0,3}|i{1,3}|[a-h])\)/gu)].map((m) => `${id}(${m[1]})`);
  const ids = [String(data.law), ...(data.text?.sections ?? []).map((s) => s.id), ...data.commentary.flatMap((p) => [p.id, ...items(p.id, p.md.ru)])];
  const out = { ru: {}, en: {} } as Record<Lang, Record<string, string>>;
  for (const lang of ['ru', 'en'] as const) {
    for (const id of new Set(ids)) {
      const ref = Ref.parse(id);
      const text = ref && previewOf(ref, data, lang);
      if (text && !text.startsWith(NOT_LOADED[lang][0])) out[lang][id] = text;
    }
  }
  return out;
}

/**
 * What the data can tell of the places a law has, in any edition, by kind (`Ref.kind`): null where it cannot
 * tell, and a place not listed is then not one the site lacks but one the Laws do not have.
 * - The law: where the site has its text whole, that text's sections (the 1987/1997 Code: 61 has no 61C);
 *   where it has part, those sections, the places the concordance of editions names (1987, 1997 and 2017
 *   ids, and the 2017 sections each entry was read in), every section of the 2017 Laws (`sections2017`) and
 *   every place the commentary and the law texts cite, with the places above each; where it has none of its
 *   text, null (a 1987 section that the later Laws dropped and nothing cites would be missed).
 * - The commentary: where it ends in the source (`commentaryEnds`: its last paragraph whole, the next law's
 *   commentary after it), every paragraph number up to its last, loaded or not (27.1–27.6 exist: the source
 *   begins at 27.7); else null (64.2's end is lost: 64.3 may have followed).
 */
export function placesOf(data: PreviewSource & Pick<LawJson, 'concordance'>, o: { sections2017: readonly string[]; commentaryEnds: boolean }): Places {
  const own = (id: string | null) => {
    const r = id === null ? null : Ref.parse(id);
    return r && r.kind === 'law' && r.law === data.law && r.edition === null ? r : null;
  };
  let law: string[] | null = null;
  if (data.text?.complete) law = [String(data.law), ...data.text.sections.map((s) => s.id)];
  else if (data.text) {
    const ids = [
      ...data.text.sections.map((s) => s.id),
      ...data.concordance.flatMap((e) => [e.l1987, e.l1997, e.l2017, ...e.read]),
      ...o.sections2017,
      ...data.citations.received.map((c) => c.to),
    ];
    const all = new Set<string>();
    for (const r of ids.map(own)) if (r) for (const x of [r, ...r.ancestors()]) all.add(x.id);
    law = [...all].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }
  const numbers = data.commentary.flatMap((p) => [p.id, ...p.alsoIds]).map((id) => Ref.parse(id)?.paragraph ?? 0);
  const last = Math.max(0, ...numbers);
  const commentary = o.commentaryEnds && last ? [...new Set([...Array.from({ length: last }, (_, i) => `${data.law}.${i + 1}`), ...data.commentary.flatMap((p) => p.alsoIds)])] : null;
  return { law, commentary };
}

/** The places of a law that exist, by kind, where the data can tell (see {@link placesOf}). */
export interface Places {
  law: string[] | null;
  commentary: string[] | null;
}

/**
 * What the linker shows for `ref` from its law's computed previews: its own; or else the nearest
 * place around it that has one (a section or paragraph, never the whole law), named, after a word
 * that the cited place is not on the site: «Правило 65B3» never shows 65B1–65B2 as 65B3's text.
 * Where the data knows the places of its kind the law has (`places`, from {@link placesOf}) and it is
 * not one of them, it does not exist: the words say so («В Правиле 61 нет 61C.»), with the sections
 * (paragraphs) the law has where no place around it has text. An item of a paragraph goes by its paragraph.
 * Undefined where none has text and the place may exist (the linker then says where it is cited).
 */
export function lookUpPreview(ref: Ref, previews: Readonly<Record<string, string>>, lang: Lang, places?: readonly string[] | null): string | undefined {
  // An item of a paragraph (61.5(ii)) is there if its paragraph is; a law's item is a place of its own (12C1c).
  const none = places && !places.includes(ref.id.replace(/\(.*/u, ''));
  const lacking = none ? NONE[lang][ref.kind][0](ref) : ELSEWHERE[lang](ref.id);
  for (const r of [ref, ...ref.ancestors()]) {
    if (r !== ref && r.kind !== 'commentary' && r.section === null) break;
    const text = previews[r.id];
    if (text) return r === ref ? text : `${lacking} ${r.id}: ${text}`;
  }
  if (none) {
    // The law's sections (61A, 61B), or its commentary's paragraphs.
    const list = places!.filter((id) => /^\d+(?:[A-Z]|\.\d+)$/u.test(id));
    return `${lacking}${list.length ? ` ${NONE[lang][ref.kind][1]} ${list.join(', ')}.` : ''}`;
  }
  return undefined;
}
