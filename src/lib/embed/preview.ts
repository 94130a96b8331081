/**
 * What a linker's preview says of a provision of the 1987 Code, from the open data of its law
 * (/api/v1/laws/N.json): the provision's own text, never another's. Plain TypeScript, bundled
 * into linker.js.
 *
 * - A section: its text; with none of its own (a heading over its parts), its parts' text; a text
 *   whose start the source lost begins with «…».
 * - A law: its text where it is loaded from its start; otherwise its first loaded section's, named.
 * - A paragraph of the commentary: its text; an item of it («61.5(ii)») from that item's mark on.
 * - Anything else: that its text is not loaded, and where it is cited.
 */
import type { LawJson, SectionJson } from '../api/open-data.ts';
import type { Lang, Ref } from '../refs/ref.ts';
import { previewText } from './link-text.ts';

const WORDS: Record<Lang, [string, string]> = {
  ru: ['Текст на сайте не загружен.', ' Ссылаются: '],
  en: ['Its text is not loaded on the site.', ' Cited in: '],
};

/** A text in the reader's language: the English where there is one, else the Russian original. */
export const pickIn = <T>(lang: Lang, b: { ru: T; en: T | null }): T => (lang === 'en' && b.en !== null ? b.en : b.ru);

/** The text a preview shows of `ref` (already plain, cut to a preview's length). */
export function previewOf(ref: Ref, data: LawJson, lang: Lang): string {
  const pick = <T>(b: { ru: T; en: T | null }) => pickIn(lang, b);
  const sections = data.text?.sections ?? [];
  const words = WORDS[lang];
  const shown = (parts: readonly SectionJson[]) => {
    const text = parts.map((s) => pick(s.md)).join(' ').trim();
    return text && (parts.find((s) => pick(s.md).trim())?.incomplete.includes('head') ? `…${text}` : text);
  };
  let text = '';
  if (ref.kind === 'commentary') {
    const ids = [ref, ...ref.ancestors()].map((r) => r.id);
    const md = ids.map((id) => data.commentary.find((p) => p.id === id || p.alsoIds.includes(id))).find(Boolean);
    if (md) text = fromItem(pick(md.md), ref.item);
  } else if (ref.section === null) {
    // The law from its start; or else, named, the first of its sections the site has.
    const first = sections.find((s) => pick(s.md).trim());
    if (first) text = `${first.incomplete.length || !/^\d+(?:A1?)?$/u.test(first.id) ? `${first.id}: ` : ''}${shown([first])}`;
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
  return words[0] + (by.length ? words[1] + by.join(', ') : '');
}

/** A paragraph's text from the mark of its item on («(ii) …»), or the whole text where the item is not marked. */
function fromItem(md: string, item: string | null): string {
  if (item === null) return md;
  const at = new RegExp(`(?:^|[\\s>*_])\\(${item}\\)`, 'iu').exec(md);
  return at ? md.slice(at.index).trim() : md;
}
