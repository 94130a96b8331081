import { findRefs, Ref, resolveDeepest, type Lang } from '../refs/index.ts';
import { pushTo } from '../push-to.ts';
import type { Catalogue } from './catalogue.ts';
import { lawTitle } from './catalogue.ts';
import { editionHref, loadConcordance } from './editions.ts';
import type { CommentaryParagraph, Corpus, LawTextDoc } from './load.ts';

/** One citation found in the texts: who cites, what, and where the link lands. */
export interface Citation {
  from: string;
  fromLaw: number;
  target: Ref;
  /** The anchor the link lands on (deepest existing), or null for the top of the law page. */
  anchor: string | null;
  /** The link lands on loaded text (not on a stub saying the text is not loaded). */
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
  /** Anchors of loaded text (law subsections, commentary paragraphs) and of stubs, per law. */
  readonly anchors = new Map<number, Set<string>>();
  /** Anchors of text that is actually loaded. */
  readonly loaded = new Set<string>();
  /** Cited places whose text is not loaded: each gets a stub on its law page saying so. */
  readonly stubs = new Map<number, string[]>();
  readonly citations: Citation[] = [];
  readonly citedBy = new Map<string, string[]>();
  /** The citations each paragraph or section makes, by its id. */
  private readonly citationsFrom = new Map<string, Citation[]>();

  constructor(
    readonly corpus: Corpus,
    readonly catalogue: Catalogue,
  ) {
    for (const t of corpus.lawTexts) for (const s of t.sections) this.anchorSet(t.law).add(s.id);
    for (const p of corpus.commentary) for (const id of [p.id, ...p.alsoIds]) this.anchorSet(p.law).add(id);
    for (const id of this.anchors.values()) for (const a of id) this.loaded.add(a);
    const sources: { id: string; law: number; md: string }[] = [
      ...corpus.commentary.map((p) => ({ id: p.id, law: p.law, md: p.body.ru })),
      ...corpus.lawTexts.flatMap((t) => splitLawText(t).map((s) => ({ id: s.id, law: t.law, md: s.md }))),
    ];
    const found = sources.flatMap((s) => findRefs(stripAnchors(s.md), 'ru').map((m) => ({ s, ref: m.ref })));
    // A cited place with nothing of it loaded (but the bare law) gets a stub anchor, once.
    for (const { ref } of found) {
      if (ref.parent() === null || this.anchorFor(ref) !== null) continue;
      this.anchorSet(ref.law).add(ref.id);
      pushTo(this.stubs, ref.law, ref.id);
    }
    for (const ids of this.stubs.values()) ids.sort(byId);
    for (const { s, ref } of found) {
      const anchor = this.anchorFor(ref);
      const citation: Citation = { from: s.id, fromLaw: s.law, target: ref, anchor, loaded: anchor !== null ? this.loaded.has(anchor) : this.hasText(ref.law) };
      this.citations.push(citation);
      pushTo(this.citationsFrom, s.id, citation);
      if (anchor === s.id) continue;
      const list = this.citedBy.get(anchor ?? `${ref.law}`) ?? [];
      if (!list.includes(s.id)) list.push(s.id);
      this.citedBy.set(anchor ?? `${ref.law}`, list);
    }
  }

  /** The law has some loaded text: law text or commentary. */
  hasText(law: number): boolean {
    return [...this.anchorsOf(law)].some((a) => this.loaded.has(a));
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
    if (ref.edition !== null) return editionHref(loadConcordance(), ref, lang, base);
    return resolveDeepest(ref, lang, this.anchorsOf, base);
  }

  /** The law ids a paragraph or section cites, in order (ids as cited). */
  lawIdsCitedBy(id: string): string[] {
    return [...new Set((this.citationsFrom.get(id) ?? []).filter((c) => c.target.kind === 'law').map((c) => c.target.id))];
  }

  private pages: LawPageData[] | undefined;

  /** All 93 laws, each with its title, part, text and commentary (computed once). */
  lawPages(): LawPageData[] {
    return (this.pages ??= this.catalogue.laws.map((l) => ({
      n: l.n,
      title: { ru: lawTitle(this.catalogue, l.n, 'ru'), en: lawTitle(this.catalogue, l.n, 'en') },
      part: l.part,
      text: this.corpus.lawTexts.find((t) => t.law === l.n),
      paragraphs: this.corpus.commentary.filter((p) => p.law === l.n),
    })));
  }

  /** Stub anchors on a law page: cited places whose text is not loaded. */
  stubsOf(law: number): string[] {
    return this.stubs.get(law) ?? [];
  }

  /** Paragraphs and sections of `law` that cite anchor `id` of the same law. */
  sameLawCiters(id: string, law: number): string[] {
    return (this.citedBy.get(id) ?? []).filter((from) => Ref.parse(from)?.law === law);
  }

  /** Law-text anchors of its own law that a commentary paragraph cites (to sit it near them). */
  discusses(p: CommentaryParagraph): string[] {
    return [...new Set((this.citationsFrom.get(p.id) ?? []).filter((c) => c.target.law === p.law && c.anchor && c.target.kind === 'law' && c.anchor !== `${p.law}`).map((c) => c.anchor!))];
  }
}

const stripAnchors = (md: string) => md.replace(/\{#[^}]+\}/gu, '');
const byId = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

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
