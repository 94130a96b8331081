/**
 * The laws that have text on the site in a language: law text (content/laws/<lang>/N.md) or
 * commentary (content/commentary/<lang>/N/). Every other law's page is its box alone, found by its
 * title and its topics (laws.yaml).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function lawsWithText(content: string, lang: 'ru' | 'en'): Set<number> {
  return new Set([...readdirSync(join(content, 'laws', lang)), ...readdirSync(join(content, 'commentary', lang))].map((f) => Number.parseInt(f, 10)));
}
