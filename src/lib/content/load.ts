import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from './parse-yaml.ts';
import type { Lang } from '../refs/index.ts';
import { recordedHash, sourceHash, splitFrontmatter } from '../translation/source-hash.ts';
import { curlMarkdownQuotes } from '../typography/quotes.ts';

export interface Provenance {
  file: string;
  lines: string;
}

/** A text in one language: its markdown body, and whether it is a translation that is missing or stale. */
export interface Localized {
  ru: string;
  /** English body, or null when not translated (or stale: the Russian changed since). */
  en: string | null;
}

export interface CommentaryParagraph {
  id: string;
  law: number;
  order: number;
  /** Other ids it answers to: 74.3 for the paragraph «74.2,3.». */
  alsoIds: string[];
  complete: boolean;
  incomplete: ('head' | 'tail')[];
  source: Provenance;
  copies: Provenance[];
  body: Localized;
}

export interface LawSectionMeta {
  id: string;
  title: string | null;
  complete: boolean;
  incomplete: ('head' | 'tail')[];
}

export interface LawTextDoc {
  law: number;
  title: string | null;
  partHeading: string | null;
  complete: boolean;
  sections: LawSectionMeta[];
  source: Provenance;
  body: Localized;
}

/** A front section of the commentary («Предисловие»…), a page of its own. */
export interface FrontSection {
  id: string;
  title: string;
  order: number;
  complete: boolean;
  incomplete: 'tail'[];
  source: Provenance;
  copies: Provenance[];
  body: Localized;
}

export interface Corpus {
  commentary: CommentaryParagraph[];
  lawTexts: LawTextDoc[];
  sections: FrontSection[];
}

/** Markdown files under `dir`, as sorted paths relative to it (none when it does not exist). */
export function markdownFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort() : [];
}

/** The English body for a Russian file, when one exists and its recorded hash is current. */
function english(content: string, kind: string, rel: string, ruMarkdown: string): string | null {
  const path = join(content, kind, 'en', rel);
  if (!existsSync(path)) return null;
  const en = readFileSync(path, 'utf8');
  // Typeset as the English is read (‘ ’ “ ”); the file keeps what the translator wrote.
  return recordedHash(en) === sourceHash(ruMarkdown) ? curlMarkdownQuotes(splitFrontmatter(en).body) : null;
}

const byId = (a: CommentaryParagraph, b: CommentaryParagraph) => a.law - b.law || a.order - b.order;

/** Each generated Russian file of a kind (`commentary`, `laws`, `sections`): its frontmatter, and its text in both languages. */
function readKind<T>(content: string, kind: string, make: (fm: Record<string, any>, body: Localized) => T): T[] {
  return markdownFiles(join(content, kind, 'ru')).map((rel) => {
    const md = readFileSync(join(content, kind, 'ru', rel), 'utf8');
    const { frontmatter, body } = splitFrontmatter(md);
    return make(parseYaml(frontmatter), { ru: body, en: english(content, kind, rel, md) });
  });
}

/** Read the generated Russian content and the English translations beside it. */
export function loadCorpus(content: string): Corpus {
  const commentary = readKind(content, 'commentary', (fm, body) => ({
    id: String(fm.id),
    law: fm.law,
    order: fm.order,
    alsoIds: (fm.alsoIds ?? []).map(String),
    complete: fm.complete,
    incomplete: fm.incomplete ?? [],
    source: fm.source,
    copies: fm.copies ?? [],
    body,
  }) satisfies CommentaryParagraph);
  const lawTexts = readKind(content, 'laws', (fm, body) => ({
    law: fm.law,
    title: fm.title,
    partHeading: fm.partHeading,
    complete: fm.complete,
    sections: fm.sections ?? [],
    source: fm.source,
    body,
  }) satisfies LawTextDoc);
  const sections = readKind(content, 'sections', (fm, body) => ({
    id: String(fm.id),
    title: String(fm.title),
    order: fm.order,
    complete: fm.complete,
    incomplete: fm.incomplete ?? [],
    source: fm.source,
    copies: fm.copies ?? [],
    body,
  }) satisfies FrontSection);
  return { commentary: commentary.sort(byId), lawTexts: lawTexts.sort((a, b) => a.law - b.law), sections: sections.sort((a, b) => a.order - b.order) };
}

export const bodyIn = (b: Localized, lang: Lang): { md: string; lang: Lang; translated: boolean } =>
  lang === 'en' && b.en !== null ? { md: b.en, lang: 'en', translated: true } : { md: b.ru, lang: 'ru', translated: lang === 'ru' };
