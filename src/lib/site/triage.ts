/**
 * What the triage pages show («Что случилось?», /ru/triage/ and /ru/triage/<slug>/), as
 * plain data for the components, which only render it: the steps of the tree with their
 * links, and per outcome its rulings — each the return value of its rule function under
 * the 1987 Code and the 2017 Laws, laid out by the demos' own view (scripts/demos/view.ts)
 * — the demo with the situation set, the law subsections and commentary paragraphs that
 * decide it. Plain TypeScript, no Astro. No ruling is written here or in the YAML.
 */
import { loadTriage, type Outcome, type RulingCase, type Step, type Triage } from '../content/triage.ts';
import { Ref, type Lang } from '../refs/index.ts';
import type { Ruling } from '../../rules/ruling.ts';
import { EDITIONS, type Edition } from '../../rules/index.ts';
import { rulingBlocks, sameRuling, textRefs, type Block } from '../../scripts/demos/view.ts';
import { byUrl, splitRefs } from '../remark-link-refs.ts';
import { site } from './data.ts';
import { demoData } from './demo-data.ts';
import { DEMOS, DEMO_NAMES, type DemoName, type DemoPanel } from './demos.ts';
import { t } from './i18n.ts';
import { caseNext } from './triage-next.ts';
import { url } from './urls.ts';

export interface Link {
  readonly href: string;
  readonly text: string;
}

/** One answer given on the way to a step: the question, the answer, and the question's step. */
export interface TrailItem {
  readonly ask: string;
  readonly answer: string;
  readonly href: string;
}

export interface StepView {
  readonly id: string;
  /** The step's element id and fragment: `q-revoke`. */
  readonly anchor: string;
  readonly start: boolean;
  readonly ask: string;
  readonly trail: readonly TrailItem[];
  readonly answers: readonly (Link & { readonly outcome: boolean })[];
}

export const triagePage = (base: string, lang: Lang): string => url(base, `${lang}/triage/`);
export const outcomePage = (base: string, lang: Lang, slug: string): string => url(base, `${lang}/triage/${slug}/`);
export const stepAnchor = (question: string): string => `q-${question}`;

function trail(tree: Triage, path: readonly Step[], lang: Lang, href: (question: string) => string): TrailItem[] {
  return path.map((s) => {
    const q = tree.questions.get(s.question)!;
    return { ask: q.ask[lang], answer: q.answers[s.answer]!.label[lang], href: href(s.question) };
  });
}

/** Every question of the tree as a step of the triage page, the start first. */
export function triageSteps(lang: Lang, base: string, tree: Triage = loadTriage()): StepView[] {
  const order = [...tree.questions.keys()].sort((a, b) => (a === tree.start ? -1 : b === tree.start ? 1 : 0));
  return order.map((id) => {
    const q = tree.questions.get(id)!;
    return {
      id,
      anchor: stepAnchor(id),
      start: id === tree.start,
      ask: q.ask[lang],
      trail: trail(tree, tree.pathTo.get(`q:${id}`) ?? [], lang, (qid) => `#${stepAnchor(qid)}`),
      answers: q.answers.map((a) =>
        a.next !== undefined
          ? { href: `#${stepAnchor(a.next)}`, text: a.label[lang], outcome: false }
          : { href: outcomePage(base, lang, a.outcome!), text: a.label[lang], outcome: true },
      ),
    };
  });
}

/** The demo panel that shows a rule, if a demo has one. */
export function demoPanelOf(ruleId: string): { demo: DemoName; panel: DemoPanel } | undefined {
  for (const demo of DEMO_NAMES) {
    const panel = DEMOS[demo].find((p) => p.rule === ruleId);
    if (panel) return { demo, panel };
  }
  return undefined;
}

/**
 * The demo's page with the situation set, in the demo's URL state (`?penalty.trick=5&…`,
 * one parameter per field of the panel), landing on the panel.
 */
export function demoHref(base: string, lang: Lang, c: Pick<RulingCase, 'rule' | 'input'>): string | undefined {
  const found = demoPanelOf(c.rule.id);
  if (!found) return undefined;
  const key = found.panel.key;
  const params = new URLSearchParams(Object.keys(c.rule.domain).map((f) => [`${key}.${f}`, String(c.input[f])]));
  return `${url(base, `${lang}/demos/${found.demo}/`)}?${params.toString()}#demo-${key}-title`;
}

export interface RulingView {
  readonly label: string;
  readonly r1987: Ruling<unknown>;
  readonly r2017: Ruling<unknown>;
  readonly blocks1987: readonly Block[];
  readonly blocks2017: readonly Block[];
  readonly differs: boolean;
  readonly demo: string | undefined;
  /** The outcomes this case's ruling hands on to (./triage-next.ts), by their titles: empty outside an outcome. */
  readonly next: readonly Link[];
}

/** One case: the rule's rulings under both editions, laid out as the demo lays them out. */
export function rulingView(c: RulingCase, n: number, lang: Lang, base: string): RulingView {
  const r1987 = c.rule.apply(c.input, '1987');
  const r2017 = c.rule.apply(c.input, '2017');
  const found = demoPanelOf(c.rule.id);
  // A rule without a demo panel would need its own ref map; every rule of RULES has one today.
  if (!found) throw new Error(`triage: rule ${c.rule.id} has no demo panel to lay out its ruling`);
  const data = demoData(found.panel, lang, base);
  const text = textRefs(data);
  return {
    label: t(lang, 'triage.outcome.case', { n, case: c.case[lang] }),
    r1987,
    r2017,
    blocks1987: rulingBlocks(r1987, lang, data, '1987', text),
    blocks2017: rulingBlocks(r2017, lang, data, '2017', text),
    differs: !sameRuling(r1987, r2017),
    demo: demoHref(base, lang, c),
    next: [],
  };
}

/** Markdown of a commentary paragraph as plain text (directives, emphasis and anchors dropped). */
export function plainText(md: string): string {
  return md
    .replace(/\{#[^}]*\}/gu, '')
    .replace(/:[a-z]+\[([^\]]*)\](\{[^}]*\})?/gu, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s*(?:[-*>]|\d+\.)\s+/gmu, '')
    .replace(/[*_`]+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The first `words` words of a text, with an ellipsis when cut. */
export function firstWords(text: string, words = 28): string {
  const all = text.split(' ');
  return all.length <= words ? text : `${all.slice(0, words).join(' ')} …`;
}

export interface CommentaryView extends Link {
  readonly excerpt: string;
  /** The excerpt with the places it cites linked, as on the law pages («Правилом 29В» → Law 29B). */
  readonly excerptParts: readonly { readonly text: string; readonly href?: string }[];
}

/** A link to a provision, with its canonical id (`62D`, `2017:62D`). */
export interface IdLink extends Link {
  readonly id: string;
}

/** «Что решает» under one edition, computed from the outcome's rulings. */
export interface DecidedView {
  readonly edition: Edition;
  readonly label: string;
  readonly links: readonly IdLink[];
}

const isLawId = (id: string) => !id.includes('.');

/**
 * The law provisions an outcome's rulings name under one edition: each case's deciding
 * provision (`decidedBy`) first, then the provisions they cite, each once, in the cases'
 * order; commentary paragraphs are left to the «Комментарий» list. Reads any rule generically.
 */
export function decidingProvisions(o: Pick<Outcome, 'rulings'>, edition: Edition): string[] {
  const rs = o.rulings.map((c) => c.rule.apply({ ...c.input }, edition)).filter((r) => r.ok);
  return [...new Set([...rs.map((r) => r.decidedBy), ...rs.flatMap((r) => r.cites)].filter(isLawId))];
}

export interface OutcomeView {
  readonly slug: string;
  readonly title: string;
  readonly situation: string;
  readonly words: string;
  readonly trail: readonly TrailItem[];
  readonly rulings: readonly RulingView[];
  /** The cases as links to their anchors (`#case-2`), for the top of a page with two or more. */
  readonly cases: readonly Link[];
  /** The outcomes a director goes on to (triage.yaml `next`), by their titles. */
  readonly next: readonly Link[];
  /** Typed provisions, for an outcome that no rule decides: the 1987 ones, and the 2017 ones. */
  readonly decide: readonly Link[];
  readonly decide2017: readonly Link[];
  /** Computed from the rulings, under 1987 and under 2017 (empty without rulings). */
  readonly decided: readonly DecidedView[];
  readonly commentary: readonly CommentaryView[];
  readonly law: number | null;
  readonly lawLink: Link | null;
  readonly restart: string;
}

const refLink = (id: string, lang: Lang, base: string): Link => {
  const ref = Ref.parse(id);
  if (!ref) throw new Error(`triage: malformed id ${id}`);
  return { href: site().href(ref, lang, base), text: ref.format(lang) };
};

/** A case's element id and fragment: `case-2`. */
export const caseAnchor = (n: number): string => `case-${n}`;

function nextLinks(o: Outcome, tree: Triage, lang: Lang, base: string): Link[] {
  return o.next.map((slug) => ({ href: outcomePage(base, lang, slug), text: tree.outcomes.find((x) => x.slug === slug)!.title[lang] }));
}

export function outcomeView(o: Outcome, lang: Lang, base: string, tree: Triage = loadTriage()): OutcomeView {
  const index = site();
  const commentary = o.commentary.map((id) => {
    const p = index.corpus.commentary.find((c) => c.id === id || c.alsoIds.includes(id));
    if (!p) throw new Error(`triage.yaml outcome ${o.slug}: commentary ${id} is not in the loaded sources`);
    const excerpt = firstWords(plainText(p.body[lang] ?? p.body.ru));
    const spans = splitRefs(excerpt, lang, byUrl((ref) => index.href(ref, lang, base)));
    return { ...refLink(id, lang, base), excerpt, excerptParts: spans?.map((x) => (x.link ? { text: x.text, href: x.link.url } : { text: x.text })) ?? [{ text: excerpt }] };
  });
  return {
    slug: o.slug,
    title: o.title[lang],
    situation: o.situation[lang],
    words: o.search[lang],
    trail: trail(tree, tree.pathTo.get(`o:${o.slug}`) ?? [], lang, (q) => `${triagePage(base, lang)}#${stepAnchor(q)}`),
    rulings: o.rulings.map((c, i) => ({
      ...rulingView(c, i + 1, lang, base),
      next: caseNext(o, c, tree.outcomes).map((x) => ({ href: outcomePage(base, lang, x.slug), text: x.title[lang] })),
    })),
    cases: o.rulings.length < 2 ? [] : o.rulings.map((c, i) => ({ href: `#${caseAnchor(i + 1)}`, text: c.case[lang] })),
    next: nextLinks(o, tree, lang, base),
    decide: o.decide.map((id) => refLink(id, lang, base)),
    decide2017: o.decide2017.map((id) => ({ href: refLink(`2017:${id}`, lang, base).href, text: refLink(id, lang, base).text })),
    decided:
      o.rulings.length === 0
        ? []
        : EDITIONS.map((edition) => ({
            edition,
            label: t(lang, `triage.outcome.decided${edition}`),
            // The link text without the edition tag: the line's label names the edition.
            links: decidingProvisions(o, edition).map((id) => ({ id, href: refLink(id, lang, base).href, text: refLink(id.replace(/^\d{4}:/u, ''), lang, base).text })),
          })),
    commentary,
    law: o.law,
    lawLink: o.law === null ? null : refLink(String(o.law), lang, base),
    restart: triagePage(base, lang),
  };
}
