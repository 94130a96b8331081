/**
 * A section of the open data is read alone (a linker's preview, another site's quote): each
 * footnote it cites has its definition in it. The law text's definitions stand at the end of the
 * law, so the split gives them to its last section (50D2a cites `[^50-1]`, defined in 50D2b's
 * text). Each definition goes with every section that cites it; one that no section cites stays
 * where it stood. Plain TypeScript.
 */

/** A footnote's definition (GFM): `[^id]: text`, with its indented continuation lines. */
const DEFINITION = /^\[\^([^\]\s]+)\]:[^\n]*(?:\n(?: {4}|\t)[^\n]*)*/gmu;
const CITATION = /\[\^([^\]\s]+)\](?!:)/gu;

/** The sections' markdown, by id, with each section's footnote definitions its own. */
export function ownFootnotes(sections: ReadonlyMap<string, string>): Map<string, string> {
  const defined = new Map<string, string>();
  for (const md of sections.values()) for (const m of md.matchAll(DEFINITION)) defined.set(m[1]!, m[0]);
  const citedAnywhere = new Set([...sections.values()].flatMap((md) => [...md.replace(DEFINITION, '').matchAll(CITATION)].map((m) => m[1]!)));
  return new Map(
    [...sections].map(([id, md]) => {
      // Definitions some section cites leave; the others stay.
      const body = md.replace(DEFINITION, (d, name: string) => (citedAnywhere.has(name) ? '' : d)).replace(/\n{3,}/gu, '\n\n').trim();
      const cited = [...new Set([...body.replace(DEFINITION, '').matchAll(CITATION)].map((m) => m[1]!))].filter((c) => defined.has(c));
      return [id, cited.length ? `${body}\n\n${cited.map((c) => defined.get(c)!).join('\n')}` : body];
    }),
  );
}
