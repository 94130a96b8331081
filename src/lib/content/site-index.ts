import { findRefs, Ref, resolveDeepest, type Lang } from '../refs/index.ts';
import type { Catalogue } from './catalogue.ts';
import { lawTitle } from './catalogue.ts';
import type { CommentaryParagraph, Corpus, LawTextDoc } from './load.ts';

/** One citation found in the texts: who cites, what, and where the link lands. */
export interface Citation {
  from: string;
  fromLaw: number;
  target: Ref;
  /** The anchor the link lands on (deepest existing), or null for the top of the law page. */
  anchor: string | null;
  /** The cited law has some text loaded (law text or commentary). */
  loaded: boolean;
}

export interface LawPageData {
  n: number;
  title: { ru: string; en: string };
  part: string;
  text: LawTextDoc | undefined;
  paragraphs: CommentaryParagraph[];
}

/**
 * Everything the site derives from the corpus: anchors per law, every citation
 * and its landing anchor, backlinks ("cited by") per anchor, law pages 1..93.
 */
export class SiteIndex {
  readonly anchors = new Map<number, Set<string>>();
  readonly citations: Citation[] = [];
  readonly citedBy = new Map<string, string[]>();

  constructor(
    readonly corpus: Corpus,
    readonly catalogue: Catalogue,
  ) {
    for (const t of corpus.lawTexts) for (const s of t.sections) this.anchorSet(t.law).add(s.id);
    for (const p of corpus.commentary) this.anchorSet(p.law).add(p.id);
    const sources: { id: string; law: number; md: string }[] = [
      ...corpus.commentary.map((p) => ({ id: p.id, law: p.law, md: p.body.ru })),
      ...corpus.lawTexts.flatMap((t) => splitLawText(t).map((s) => ({ id: s.id, law: t.law, md: s.md }))),
    ];
    for (const s of sources) {
      for (const m of findRefs(stripAnchors(s.md), 'ru')) {
        const anchor = this.anchorFor(m.ref);
        this.citations.push({ from: s.id, fromLaw: s.law, target: m.ref, anchor, loaded: anchor !== null || this.anchorsOf(m.ref.law).size > 0 });
        if (anchor === s.id) continue;
        const list = this.citedBy.get(anchor ?? `${m.ref.law}`) ?? [];
        if (!list.includes(s.id)) list.push(s.id);
        this.citedBy.set(anchor ?? `${m.ref.law}`, list);
      }
    }
  }

  private anchorSet(law: number): Set<string> {
    let s = this.anchors.get(law);
    if (!s) this.anchors.set(law, (s = new Set()));
    return s;
  }

  anchorsOf = (law: number): ReadonlySet<string> => this.anchors.get(law) ?? new Set();

  /** The deepest existing anchor for a ref, or null when nothing of it is loaded. */
  anchorFor(ref: Ref): string | null {
    const anchors = this.anchorsOf(ref.law);
    for (const r of [ref, ...ref.ancestors()]) if (anchors.has(r.id)) return r.id;
    return null;
  }

  href(ref: Ref, lang: Lang, base: string): string {
    return resolveDeepest(ref, lang, this.anchorsOf, base);
  }

  /** All 93 laws, each with its title, part, text and commentary. */
  lawPages(): LawPageData[] {
    return this.catalogue.laws.map((l) => ({
      n: l.n,
      title: { ru: lawTitle(this.catalogue, l.n, 'ru'), en: lawTitle(this.catalogue, l.n, 'en') },
      part: l.part,
      text: this.corpus.lawTexts.find((t) => t.law === l.n),
      paragraphs: this.corpus.commentary.filter((p) => p.law === l.n),
    }));
  }

  /** Paragraphs and sections of `law` that cite anchor `id` of the same law. */
  sameLawCiters(id: string, law: number): string[] {
    return (this.citedBy.get(id) ?? []).filter((from) => Ref.parse(from)?.law === law);
  }

  /** Law-text anchors of its own law that a commentary paragraph cites (to sit it near them). */
  discusses(p: CommentaryParagraph): string[] {
    return [...new Set(this.citations.filter((c) => c.from === p.id && c.target.law === p.law && c.anchor && c.target.kind === 'law' && c.anchor !== `${p.law}`).map((c) => c.anchor!))];
  }
}

const stripAnchors = (md: string) => md.replace(/\{#[^}]+\}/gu, '');

/** Law-text markdown split into its sections by their `{#id}` headings. */
export function splitLawText(t: LawTextDoc): { id: string; md: string }[] {
  const out: { id: string; md: string }[] = [];
  for (const line of t.body.ru.split('\n')) {
    const id = /\{#([^}]+)\}\s*$/u.exec(line)?.[1];
    if (id && /^#{2,4} /u.test(line)) out.push({ id, md: '' });
    else if (out.length) out[out.length - 1]!.md += `${line}\n`;
  }
  return out;
}
