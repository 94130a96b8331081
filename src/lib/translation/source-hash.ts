import { createHash } from 'node:crypto';

/** Split a markdown file into its YAML frontmatter text and its body. */
export function splitFrontmatter(markdown: string): { frontmatter: string; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n?/u.exec(markdown);
  return m ? { frontmatter: m[1]!, body: markdown.slice(m[0].length) } : { frontmatter: '', body: markdown };
}

/**
 * The hash a translation records of the Russian text it was made from: the
 * Russian body only (provenance in the frontmatter may change without the text changing).
 */
export function sourceHash(russianMarkdown: string): string {
  const { body } = splitFrontmatter(russianMarkdown);
  return createHash('sha256').update(body.trim(), 'utf8').digest('hex').slice(0, 16);
}

/** The `sourceHash:` a translation file records, if any. */
export function recordedHash(translationMarkdown: string): string | undefined {
  const { frontmatter } = splitFrontmatter(translationMarkdown);
  return /^sourceHash:\s*"?([0-9a-f]{16})"?\s*$/mu.exec(frontmatter)?.[1];
}
