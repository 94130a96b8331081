/**
 * Ref: one citable place in the Laws or in the commentary, modelled on Sefaria's `Ref`.
 *
 *   law text      63 · 63A · 63A4 · 31A2b          (law, section letter, subsection, item)
 *   commentary    63.5 · 61.5(i) · 59.3(b)         (law, paragraph, item)
 *                 71.A1 · 71.B                     (a paragraph labelled by the law subsection it discusses)
 *
 * Parse any loose spelling → canonical id → format in either language.
 * Canonical ids use Latin letters in every language.
 *
 * A law-text ref may name a later edition of the Laws: `2017:64A` («Правило 64А (2017)»,
 * "Law 64A (2017)"). Without one it is the 1987 Code the commentary explains; the
 * commentary has no other edition.
 */
import { itemLetter, sectionLetter, toLatin } from './letters';

export type Lang = 'ru' | 'en';
export type RefKind = 'law' | 'commentary';
/** Later editions a law ref may name; the 1987 Code is the default and has no prefix. */
export const EDITIONS = ['1997', '2017'] as const;
export type Edition = (typeof EDITIONS)[number];
const EDITION_PREFIX_RE = /^(1987|1997|2017)\s*:\s*/u;
const EDITION_SUFFIX_RE = /\s*\(\s*(1987|1997|2017)(?:\s*(?:г\.?|года?))?\s*\)\s*$/u;

/** The 1987 Code has Laws 1..93. */
export const MIN_LAW = 1;
export const MAX_LAW = 93;
/** Section letters that occur in the 1987 Code (Law 44 goes up to I). */
export const SECTION_LETTERS = 'ABCDEFGHI';
export const MAX_SUBSECTION = 19;
export const MAX_PARAGRAPH = 99;

/** Law items are one Latin letter: 31A2b. */
const LAW_ITEM_RE = /^[a-z]$/;
/** The roman numerals of items and subsections, one to ten, in order. */
export const ROMAN_NUMERALS: readonly string[] = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** Commentary items are lower-case roman numerals (i, ii, iv) or one letter (a, b). */
const COMMENTARY_ITEM_RE = /^(?:[a-z]|[ivx]{1,6})$/;

const RU_LAW_WORD = 'Правило';
const RU_LAW_WORD_DATIVE = 'Правилу';
const RU_PARA_WORD = 'п.';
const EN_LAW_WORD = 'Law';
const EN_PARA_WORD = 'Commentary';

/**
 * Words that may precede an id in a loose form: every declension of «Правило»,
 * «п.», «пп.», «п.п.», «пункт», Law(s), para(s), paragraph(s), Commentary, §.
 */
const LOOSE_PREFIX_RE =
  /^(?:правил[а-яё]*|пункт[а-яё]*|п\.\s*п\.|пп\.|п\.|laws?|para(?:graph)?s?\.?|commentary|comment|§+)\s*:?\s*/iu;

const LAW_ID_RE = /^(\d{1,2})(?:([a-z])(?:(\d{1,2})(?:\(([a-z])\)|([a-z]))?)?)?$/i;
const COMMENTARY_ID_RE = /^(\d{1,2})\.(\d{1,2})\.?(?:\(([a-z]+)\))?$/i;
/** A paragraph labelled by a law subsection: 71.A1, 71.B (a dot, so never the law text's 71A1). */
const SUBJECT_ID_RE = /^(\d{1,2})\.([a-z])(\d{1,2})?\.?$/i;

function isInt(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/** Refuse an invalid part of a ref (one message shape, so that every bundle carrying Ref stays small). */
const bad = (what: string, value: unknown): never => {
  throw new RangeError(`bad ${what}: ${String(value)}`);
};

export class Ref {
  readonly kind: RefKind;
  /** Law number, 1..93, for both kinds. */
  readonly law: number;
  /** Law section letter, Latin capital ('A'), or null. Always null for commentary. */
  readonly section: string | null;
  /** Law subsection number (the 4 of 63A4), or null. Always null for commentary. */
  readonly subsection: number | null;
  /** Commentary paragraph number (the 5 of 63.5), or null for law text and for 71.A1. */
  readonly paragraph: number | null;
  /** The law subsection a commentary paragraph is labelled by (the A1 of 71.A1), or null. */
  readonly subject: string | null;
  /** Item: 'b' in 31A2b, 'i' in 61.5(i); null when absent. */
  readonly item: string | null;
  /** The later edition this law ref names (`2017`), or null for the 1987 Code. */
  readonly edition: Edition | null;
  /** Canonical id: 63A4, 31A2b, 63.5, 61.5(i); with an edition 2017:64A. */
  readonly id: string;
  /** The id without its edition: 64A for 2017:64A. */
  readonly localId: string;

  private constructor(fields: {
    kind: RefKind;
    law: number;
    section?: string | null;
    subsection?: number | null;
    paragraph?: number | null;
    subject?: string | null;
    item?: string | null;
    edition?: Edition | null;
  }) {
    this.kind = fields.kind;
    this.law = fields.law;
    this.section = fields.section ?? null;
    this.subsection = fields.subsection ?? null;
    this.paragraph = fields.paragraph ?? null;
    this.subject = fields.subject ?? null;
    this.item = fields.item ?? null;
    this.edition = fields.edition ?? null;
    this.localId = this.kind === 'law' ? lawId(this) : commentaryId(this);
    this.id = this.edition === null ? this.localId : `${this.edition}:${this.localId}`;
    Object.freeze(this);
  }

  /** The same law place in another edition (null: the 1987 Code). Commentary refs have none. */
  inEdition(edition: Edition | null): Ref {
    if (this.kind !== 'law' && edition !== null) bad('edition of the commentary', edition);
    return new Ref({ kind: this.kind, law: this.law, section: this.section, subsection: this.subsection, paragraph: this.paragraph, item: this.item, edition });
  }

  /**
   * A law-text ref. Throws RangeError on anything that is not a valid place
   * (law outside 1..93, unknown section letter, a subsection without a section, …).
   */
  static law(law: number, section?: string | null, subsection?: number | null, item?: string | null): Ref {
    if (!isInt(law, MIN_LAW, MAX_LAW)) bad('law', law);
    const sec = section == null ? null : sectionLetter(section);
    if (section != null && (sec === null || !SECTION_LETTERS.includes(sec))) {
      bad('section letter', section);
    }
    if (subsection != null) {
      if (sec === null) bad('subsection without a section', subsection);
      if (!isInt(subsection, 1, MAX_SUBSECTION)) bad('subsection', subsection);
    }
    const it = item == null ? null : itemLetter(item);
    if (item != null) {
      if (subsection == null) bad('item without a subsection', item);
      if (it === null || !LAW_ITEM_RE.test(it)) bad('item', item);
    }
    return new Ref({ kind: 'law', law, section: sec, subsection: subsection ?? null, item: it });
  }

  /** A commentary-paragraph ref (63.5, 61.5(i)). Throws RangeError when invalid. */
  static commentary(law: number, paragraph: number, item?: string | null): Ref {
    if (!isInt(law, MIN_LAW, MAX_LAW)) bad('law', law);
    if (!isInt(paragraph, 1, MAX_PARAGRAPH)) bad('paragraph', paragraph);
    const it = item == null ? null : toLatin(item).toLowerCase();
    if (it !== null && !COMMENTARY_ITEM_RE.test(it)) bad('item', item);
    return new Ref({ kind: 'commentary', law, paragraph, item: it });
  }

  /** A commentary paragraph labelled by the law subsection it discusses: 71.A1, 71.B. */
  static commentaryOn(law: number, section: string, subsection?: number | null): Ref {
    const on = Ref.law(law, section, subsection ?? null);
    return new Ref({ kind: 'commentary', law, subject: `${on.section}${on.subsection ?? ''}` });
  }

  /**
   * Parse any loose id: «63A4», «63a4», «63А4» (Cyrillic), «Law 63A4», «Правило 63А4»,
   * «Правилу 31А2(b)», «п. 63.5», «п.63.5.», «61.5.(i)», «para 63.5», «Commentary 63.5».
   * Returns null for anything that is not a valid place (e.g. «1975», «94», «Правило»).
   */
  static parse(loose: string): Ref | null {
    if (typeof loose !== 'string') return null;
    let s = loose.trim();
    let edition: string | null = null;
    const pre = EDITION_PREFIX_RE.exec(s) ?? EDITION_SUFFIX_RE.exec(s);
    if (pre) {
      edition = pre[1]!;
      s = pre.index === 0 && s.startsWith(pre[1]!) ? s.slice(pre[0].length) : s.slice(0, pre.index);
    }
    const ref = Ref.parseLocal(s);
    if (ref === null || edition === null || edition === '1987') return ref;
    return ref.kind === 'law' ? ref.inEdition(edition as Edition) : null;
  }

  private static parseLocal(loose: string): Ref | null {
    let s = loose.trim().replace(LOOSE_PREFIX_RE, '');
    // Spaces may only sit around an item in parentheses: «61.5. (i)».
    s = toLatin(s).replace(/\s*\(\s*/g, '(').replace(/\s*\)/g, ')');
    if (s.endsWith('.')) s = s.slice(0, -1);
    try {
      const c = COMMENTARY_ID_RE.exec(s);
      if (c) return Ref.commentary(Number(c[1]), Number(c[2]), c[3] ?? null);
      const on = SUBJECT_ID_RE.exec(s);
      if (on) return Ref.commentaryOn(Number(on[1]), on[2]!, on[3] === undefined ? null : Number(on[3]));
      const l = LAW_ID_RE.exec(s);
      if (l) {
        return Ref.law(
          Number(l[1]),
          l[2] ?? null,
          l[3] === undefined ? null : Number(l[3]),
          l[4] ?? l[5] ?? null,
        );
      }
    } catch (e) {
      if (e instanceof RangeError) return null;
      throw e;
    }
    return null;
  }

  /** Same canonical id. */
  equals(other: Ref | null | undefined): boolean {
    return other instanceof Ref && other.id === this.id;
  }

  /** One level up: 63A4 → 63A → 63 → null; 61.5(i) → 61.5 → 61 (law) → null. */
  parent(): Ref | null {
    if (this.kind === 'commentary') {
      if (this.item !== null) return Ref.commentary(this.law, this.paragraph as number);
      if (this.subject !== null) return Ref.law(this.law);
      return Ref.law(this.law);
    }
    const up =
      this.item !== null ? Ref.law(this.law, this.section, this.subsection) : this.subsection !== null ? Ref.law(this.law, this.section) : this.section !== null ? Ref.law(this.law) : null;
    return up === null || this.edition === null ? up : up.inEdition(this.edition);
  }

  /** All ancestors, deepest first, without this ref: 63A4 → [63A, 63]. */
  ancestors(): Ref[] {
    const out: Ref[] = [];
    for (let p = this.parent(); p !== null; p = p.parent()) out.push(p);
    return out;
  }

  /**
   * Human form: ru «Правило 63A4», «п. 63.5», «Правило 64A (2017)»; en «Law 63A4», «Commentary 63.5», «Law 64A (2017)». Ids stay Latin;
   * a law's item is in brackets as the Laws print it («Law 12C1(c)», where the id is 12C1c).
   * `dative` gives the Russian form after «к» («Перейти к Правилу 63A4»); English and «п.» do not change.
   */
  format(lang: Lang, form: 'nominative' | 'dative' = 'nominative'): string {
    const word =
      this.kind === 'law'
        ? lang === 'ru'
          ? form === 'dative' ? RU_LAW_WORD_DATIVE : RU_LAW_WORD
          : EN_LAW_WORD
        : lang === 'ru'
          ? RU_PARA_WORD
          : EN_PARA_WORD;
    // A law's item as the Laws print it, in brackets: 12C1(c), not the id's 12C1c (a commentary id never ends in a digit and a letter).
    const id = this.localId.replace(/(\d)([a-z])$/u, '$1($2)');
    return this.edition === null ? `${word} ${id}` : `${word} ${id} (${this.edition})`;
  }

  toString(): string {
    return this.id;
  }

  toJSON(): string {
    return this.id;
  }
}

function lawId(r: { law: number; section: string | null; subsection: number | null; item: string | null }): string {
  return `${r.law}${r.section ?? ''}${r.subsection ?? ''}${r.item ?? ''}`;
}

function commentaryId(r: { law: number; paragraph: number | null; subject: string | null; item: string | null }): string {
  return `${r.law}.${r.paragraph ?? r.subject}${r.item === null ? '' : `(${r.item})`}`;
}
