/**
 * The interactive rule demos: which demos exist, their panels (one rule function
 * of `src/rules/` each, with the situation shown first), and where they sit on the
 * law pages — read from `content/catalogue/demos.yaml`.
 *
 * Plain TypeScript (no Astro). The demos hold no rule logic: every ruling comes
 * from the rule function named by the panel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '../content/parse-yaml.ts';
import { RULES, enumerateDomain, type RuleEntry } from '../../rules/index.ts';
import ruStrings from '../../i18n/ru.json';
import { Ref, type Lang } from '../refs/index.ts';
import { t, type Key } from './i18n.ts';
import { mentionedIds } from './mentioned-ids.ts';

export type Value = string | number | boolean;

export interface DemoPanel {
  /** Unique across all demos: the prefix of this panel's URL parameters (`penalty.trick=12`) and element ids. */
  readonly key: string;
  /** Id of the rule in `RULES`. */
  readonly rule: string;
  /** The situation shown first (and server-rendered); must give an `ok` ruling. */
  readonly defaults: Readonly<Record<string, Value>>;
  /**
   * Optional table of rulings over two fields (the 61.3 table): one row per value of
   * `rows`, one column per value of `cols`; a cell shows the boolean outcome field `outcome`.
   */
  readonly matrix?: { readonly rows: string; readonly cols: string; readonly outcome: string };
}

export const DEMO_NAMES = ['revoke', 'revoke-inquiry', 'penalty-card', 'lead-out-of-turn', 'insufficient-bid', 'play-and-dummy', 'boards-and-claims', 'call-out-of-rotation', 'auction'] as const;
export type DemoName = (typeof DEMO_NAMES)[number];

export const DEMOS: Readonly<Record<DemoName, readonly DemoPanel[]>> = {
  revoke: [
    {
      key: 'establish',
      rule: 'revoke-establishment',
      defaults: { offender: 'defender', event: 'offending-side-played-to-next-trick', zonalOrganisationPermitsDefendersToAsk: false },
    },
    {
      key: 'correct',
      rule: 'revoke-correction',
      defaults: { offender: 'defender', trick: 5, established: false, allHandsReturnedToBoard: false, offenderPartnerStillToPlayWithTwoLegalCards: false },
    },
    {
      key: 'withdraw',
      rule: 'revoke-withdrawals',
      defaults: { offender: 'defender', playedAfterRevoke: 'lho-only', lhoWithdraws: true, partnerWithdraws: false },
    },
    {
      key: 'penalty',
      rule: 'revoke-penalty',
      defaults: {
        offender: 'defender',
        trick: 5,
        revokeTrickWonBy: 'offending-player',
        offendingSideTricksFromRevokeTrick: 3,
        exception: 'none',
        nonOffendersInsufficientlyCompensated: false,
        moreTricksWithoutSubsequentRevokes: false,
        contestantDamaged: false,
      },
    },
  ],
  'revoke-inquiry': [
    {
      key: 'inquiry',
      rule: 'revoke-inquiry',
      defaults: { failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred: true },
      matrix: { rows: 'failedToFollow', cols: 'asker', outcome: 'mayAsk' },
    },
  ],
  'penalty-card': [
    { key: 'classify', rule: 'classify-penalty-card', defaults: { exposedBy: 'defender', cards: 'single', rank: 'below-honour', manner: 'inadvertent' } },
    { key: 'play', rule: 'penalty-card-play', defaults: { penaltyCard: 'major', situation: 'other-suit-led-offender-void', card: 'the-penalty-card' } },
    { key: 'lead', rule: 'penalty-card-lead-options', defaults: { penaltyCards: 'one-major', declarerChoice: 'require-lead-of-suit', partnerCanComply: true } },
    { key: 'choose', rule: 'penalty-card-to-play', defaults: { legallyPlayablePenaltyCards: 'two-or-more' } },
  ],
  'lead-out-of-turn': [
    { key: 'opening', rule: 'opening-lead-out-of-turn', defaults: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'refuse' } },
    {
      key: 'declarer',
      rule: 'declarer-lead-out-of-turn',
      defaults: { leadBelongedTo: 'declarers-other-hand', defendersChoice: 'require-retraction', declarerMayHaveUsedInformation: false },
    },
    {
      key: 'premature',
      rule: 'defender-premature-play',
      defaults: { kind: 'led-to-next-trick-before-partner-played', declarerOption: 'highest-of-suit-led', partnerCanComply: true, exemption: 'none' },
    },
  ],
  'insufficient-bid': [
    {
      key: 'bid',
      rule: 'insufficient-bid',
      defaults: { outOfRotation: false, lhoAccepts: false, correction: 'none-yet', eitherBidConventional: false, specifiesSameDenominations: true, directorJudgesDamage: false, comparableCall: false },
    },
  ],
  // The play's other procedures (Laws 42, 43, 53, 56, 57C3; 13, 15, 69, 70C, 71, 87).
  'play-and-dummy': [
    { key: 'outofturn', rule: 'defender-lead-out-of-turn', defaults: { leadBelongedTo: 'declarer', atTrick13: false, declarerChoice: 'require-retraction' } },
    { key: 'declarerplay', rule: 'declarer-premature-play', defaults: { hand: 'dummy', cardIsLegal: true, defenderThenPlaysBeforePartner: false } },
    { key: 'dummyrights', rule: 'dummy-rights', defaults: { action: 'asks-declarer-about-a-revoke' } },
    { key: 'dummylimits', rule: 'dummy-limits', defaults: { lookedAtAHand: true, then: 'warns-declarer-against-leading-from-the-wrong-hand' } },
  ],
  'boards-and-claims': [
    { key: 'cards', rule: 'wrong-number-of-cards', defaults: { found: 'after-a-call-before-play-ended', dealCanBeCorrected: true, cardOfAnotherHandSeen: false } },
    { key: 'wrongboard', rule: 'wrong-board', defaults: { playedBeforeAtThisTable: false, found: 'during-or-after-the-play' } },
    { key: 'fouled', rule: 'fouled-board', defaults: { comparisonsPlayedDifferentForms: true, event: 'pairs-or-individual' } },
    { key: 'concession', rule: 'concession-withdrawn', defaults: { what: 'conceded-tricks', trick: 'could-not-be-lost-by-any-normal-play', withinCorrectionPeriod: true } },
    { key: 'trump', rule: 'claim-outstanding-trump', defaults: { claimerMentionedTheTrump: false, claimerLikelyUnaware: true, trickCouldBeLostToIt: true } },
  ],
  // Calls out of rotation (Laws 28–32).
  'call-out-of-rotation': [
    {
      key: 'pass',
      rule: 'pass-out-of-rotation',
      defaults: { turnOf: 'partner', anyBidYet: true, offenderHadCalled: false, artificial: false, beforeRuling: 'nobody-called', comparableCall: false },
    },
    {
      key: 'bidout',
      rule: 'bid-out-of-rotation',
      defaults: { turnOf: 'rho', offenderHadCalled: false, beforeRuling: 'nobody-called', rhoThen: 'bid-double-or-redouble', repeatsDenomination: false, comparableCall: false },
    },
    { key: 'double', rule: 'double-out-of-rotation', defaults: { turnOf: 'partner', beforeRuling: 'nobody-called', rhoThen: 'pass', comparableCall: false } },
  ],
  // The other auction rules (Laws 21, 24, 25).
  auction: [
    { key: 'exposed', rule: 'card-exposed-auction', defaults: { cards: 'single', rank: 'honour', prematurelyLed: false, offenderBecomes: 'auction-not-over' } },
    {
      key: 'change',
      rule: 'change-of-call',
      defaults: { firstCall: 'unintended', withoutPauseForThought: true, partnerHasCalled: false, lhoAccepts: false, firstCallLegal: true, offenderChoice: 'let-first-call-stand' },
    },
    {
      key: 'misinfo',
      rule: 'call-on-misinformation',
      defaults: { cause: 'wrong-explanation', directorJudgesInfluenced: true, partnerHasCalled: false, auctionPeriodOver: false, offendersGained: false },
    },
  ],
};

export const isDemoName = (s: unknown): s is DemoName => typeof s === 'string' && (DEMO_NAMES as readonly string[]).includes(s);

export function ruleOf(panel: DemoPanel): RuleEntry {
  const rule = RULES.find((r) => r.id === panel.rule);
  if (!rule) throw new Error(`demo panel ${panel.key}: unknown rule ${panel.rule}`);
  return rule;
}

/** A panel of a demo by key, or undefined. */
export const panelOf = (demo: DemoName, key: string): DemoPanel | undefined => DEMOS[demo].find((p) => p.key === key);

const citable = new Map<string, string[]>();

export type DemoEdition = '1987' | '2017';

/**
 * Every ref id the panel's rule can cite, over its whole input domain (a few
 * thousand calls at most), in first-seen order, and every id the running text of either
 * edition's ruling names in this edition (./mentioned-ids.ts). The links of a ruling are drawn from this set, so the browser
 * needs no Ref module and no anchor list.
 */
export function citableRefs(rule: RuleEntry, edition: DemoEdition = '1987'): string[] {
  const key = `${rule.id} ${edition}`;
  let ids = citable.get(key);
  if (!ids) {
    const seen = new Set<string>();
    // Each text read once: a domain's inputs share few texts (revoke-penalty: 69,888 inputs, 207 texts).
    const read = new Set<string>();
    for (const input of enumerateDomain<unknown>(rule.domain)) {
      for (const own of ['1987', '2017'] as const) {
        const r = rule.apply(input, own);
        if (own === edition) for (const c of r.cites) seen.add(c);
        // The ids either edition's running text names in this edition, in either language: they are links too.
        const texts = r.ok ? [r.explanation, r.editionNote] : [r.problem];
        for (const t of texts) {
          if (!t) continue;
          for (const lang of ['ru', 'en'] as const) {
            const key = `${own} ${t[lang]}`;
            if (read.has(key)) continue;
            read.add(key);
            for (const id of mentionedIds(t[lang], own, edition)) seen.add(edition === '2017' ? `2017:${id}` : id);
          }
        }
      }
    }
    ids = [...seen];
    citable.set(key, ids);
  }
  return ids;
}

// ---------------------------------------------------------------------------
// Placement on the law pages (content/catalogue/demos.yaml)
// ---------------------------------------------------------------------------

export interface Placement {
  readonly demo: DemoName;
  /** Panel keys shown at this place, in the demo's order. */
  readonly panels: readonly string[];
  /**
   * Commentary paragraph ids (`63.2`) — the demo follows that paragraph — or law-text
   * section ids (`54D`) — the demo follows the law text, which the page renders as one
   * block, so use the section the text ends with (or one that contains it).
   */
  readonly after: readonly string[];
}

/** Parse and check demos.yaml: known demo and panel names, canonical ref ids. Throws with the entry's position. */
export function parsePlacements(text: string): Placement[] {
  const data: unknown = parseYaml(text);
  if (!Array.isArray(data)) throw new Error('demos.yaml: expected a list of placements');
  return data.map((raw: unknown, i): Placement => {
    const where = `demos.yaml entry ${i + 1}`;
    if (typeof raw !== 'object' || raw === null) throw new Error(`${where}: expected a mapping`);
    const e = raw as Record<string, unknown>;
    if (!isDemoName(e.demo)) throw new Error(`${where}: unknown demo ${JSON.stringify(e.demo)} (known: ${DEMO_NAMES.join(', ')})`);
    const demo = e.demo;
    const keys = DEMOS[demo].map((p) => p.key);
    const panels = e.panels === undefined ? keys : e.panels;
    if (!Array.isArray(panels) || panels.length === 0 || !panels.every((k) => typeof k === 'string' && keys.includes(k))) {
      throw new Error(`${where}: panels must be a non-empty list of ${keys.join(', ')}`);
    }
    const after = e.after;
    if (!Array.isArray(after) || after.length === 0 || !after.every((id) => typeof id === 'string' && Ref.parse(id)?.id === id)) {
      throw new Error(`${where}: after must be a non-empty list of canonical paragraph or section ids`);
    }
    return { demo, panels: keys.filter((k) => panels.includes(k)), after: after as string[] };
  });
}

let placements: Placement[] | undefined;

/** The placements of content/catalogue/demos.yaml, read once per build. */
export function demoPlacements(content = join(process.cwd(), 'content')): Placement[] {
  placements ??= parsePlacements(readFileSync(join(content, 'catalogue/demos.yaml'), 'utf8'));
  return placements;
}

/** One demo shown at one place of a law page. */
export interface Embed {
  readonly demo: DemoName;
  readonly panels: readonly string[];
  readonly after: string;
}

/**
 * The demos to show on law `law`'s page: after commentary paragraph `paragraph`, or —
 * when `paragraph` is undefined — after the law text (placements naming a section of it).
 */
export function embedsAt(all: readonly Placement[], law: number, paragraph?: string): Embed[] {
  const out: Embed[] = [];
  for (const p of all) {
    for (const id of p.after) {
      const ref = Ref.parse(id);
      if (!ref || ref.law !== law) continue;
      const here = paragraph === undefined ? ref.kind === 'law' : ref.kind === 'commentary' && id === paragraph;
      if (here) out.push({ demo: p.demo, panels: p.panels, after: id });
    }
  }
  return out;
}

/** Every place a demo appears: `{law, id}` per `after` id, in file order. */
export const placesOf = (all: readonly Placement[], demo: DemoName): { law: number; id: string }[] =>
  all.filter((p) => p.demo === demo).flatMap((p) => p.after.map((id) => ({ law: Ref.parse(id)!.law, id })));

// ---------------------------------------------------------------------------
// Labels (src/i18n/{ru,en}.json, `demo.*` keys)
// ---------------------------------------------------------------------------

const isKey = (k: string): k is Key => Object.prototype.hasOwnProperty.call(ruStrings, k);

/** A `demo.*` UI string; throws on a missing key, so a missing label fails the build. */
export function demoText(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  if (!isKey(key)) throw new Error(`i18n: missing key ${key}`);
  return t(lang, key, vars);
}

/** The question a field asks: `demo.field.<panel>.<field>`, else the shared `demo.field.<field>`. */
export function fieldKey(panel: string, field: string): string {
  const own = `demo.field.${panel}.${field}`;
  return isKey(own) ? own : `demo.field.${field}`;
}

/**
 * The label of one value: `demo.value.<panel>.<field>.<value>`, else the shared
 * `demo.value.<field>.<value>`, else Yes/No for booleans; numbers label themselves.
 */
export function valueLabel(lang: Lang, panel: string, field: string, value: Value): string {
  if (typeof value === 'number') return String(value);
  for (const key of [`demo.value.${panel}.${field}.${value}`, `demo.value.${field}.${value}`]) if (isKey(key)) return t(lang, key);
  if (typeof value === 'boolean') return t(lang, value ? 'demo.yes' : 'demo.no');
  throw new Error(`i18n: no label for ${panel}.${field} = ${value}`);
}
