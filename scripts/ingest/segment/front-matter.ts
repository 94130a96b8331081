/**
 * The front matter of the commentary: the sections that are not about one law
 * («ОТ ПЕРЕВОДЧИКА», «ПРЕДИСЛОВИЕ», «ВВЕДЕНИЕ», «ОПРЕДЕЛЕНИЯ»), the table of
 * contents, and the title block before them (authors, title, the copyright request).
 */

export interface FrontSection {
  /** Stable id, used in file names and URLs. */
  slug: string;
  /** Place among the front sections. */
  order: number;
}

const SECTIONS: Record<string, FrontSection> = {
  'ОТ ПЕРЕВОДЧИКА': { slug: 'translator-note', order: 1 },
  'ОТ АВТОРА': { slug: 'author-note', order: 2 },
  ПРЕДИСЛОВИЕ: { slug: 'preface', order: 3 },
  ВВЕДЕНИЕ: { slug: 'introduction', order: 4 },
  ОПРЕДЕЛЕНИЯ: { slug: 'definitions', order: 5 },
};
const TOC = new Set(['ОГЛАВЛЕНИЕ', 'СОДЕРЖАНИЕ']);

const HEADING = /^\s*([\p{L} ]{5,20}?)\s*[.:]?\s*$/u;

export type FrontHeading = ({ kind: 'section'; title: string } & FrontSection) | { kind: 'toc' };

/** A line that is only the heading of a front section or of the table of contents. */
export function readFrontHeading(text: string): FrontHeading | undefined {
  const name = HEADING.exec(text)?.[1]?.replace(/\s+/gu, ' ').toLocaleUpperCase('ru');
  if (name === undefined) return undefined;
  if (TOC.has(name)) return { kind: 'toc' };
  const section = SECTIONS[name];
  return section ? { kind: 'section', title: name, ...section } : undefined;
}

/** An entry of a table of contents: a heading, or a line that ends with its page number. */
export function isContentsEntry(text: string): boolean {
  const t = text.trim();
  return (
    /(?:\.{2,}|…|\s)\s*\d{1,3}$/u.test(t) ||
    readFrontHeading(t) !== undefined ||
    /^(?:Правило|Часть|Раздел|Глава)\s+(?:\d{1,2}|[IVXLC]+)\b/iu.test(t)
  );
}

/** What only a title block holds: the league, the copyright request, a copyright sign. */
const TITLE_BLOCK = /(?:^|[^\p{L}])(?:EBL|copyright|perusal|reproduced?)(?![\p{L}])|©|\(c\)/iu;

export const looksLikeTitleBlock = (texts: string[]): boolean => texts.some((t) => TITLE_BLOCK.test(t));
