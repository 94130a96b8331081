/**
 * The JSON Schema (draft 2020-12) of `/api/v1/`, published as `/api/v1/schema.json`.
 * Each file matches exactly one of `index`, `law` and `refs` (`#/$defs/…`).
 *
 * v1 only ever adds fields: every field listed here is required and keeps its type;
 * objects stay open (no `additionalProperties: false`), so a reader written against
 * this schema still validates a later v1 file that has more.
 */
const id = { type: 'string', pattern: '^(?:(?:1997|2017):)?[1-9][0-9]?(?:[A-I](?:[0-9]{1,2}[a-z]?)?)?$|^[1-9][0-9]?\\.(?:[0-9]{1,2}|[A-I][0-9]{0,2})(?:\\([a-z]+\\))?$' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
/** A title: a word or more, or null where the text has none (never an empty string). */
const titleOrNull = { type: ['string', 'null'], minLength: 1 } as const;
const bool = { type: 'boolean' } as const;
const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', required: Object.keys(properties), properties, ...extra });
const bilingual = (of: unknown = str) => obj({ ru: of, en: of });
const path = { type: 'string', pattern: '^/' } as const;
const provenance = obj({ file: str, lines: str }, { description: 'Where the text was read from: the source file (its name, as `sources[].file` gives it) and the lines of that file.' });
const incomplete = { type: 'array', items: { enum: ['head', 'tail'] }, description: 'Where the sources cut the text off.' } as const;
const header = { $schema: str, apiVersion: { const: 1 } };
/** A source file of the texts: what edition it is and the notice its text comes under. */
const sourceFile = obj(
  {
    file: str,
    kind: { enum: ['commentary', 'law-text'] },
    title: str,
    author: str,
    translator: strOrNull,
    edition: { type: 'string', description: 'The edition of the text this file holds (of the Laws, or of the commentary) and what of it the file has.' },
    notice: { type: 'string', description: "The text's copyright notice and terms of use, as its source gives them." },
    page: { ...bilingual(path), description: "The file's entry on the site's Sources page." },
  },
  { description: 'A source file the texts were read from (the `file` a `source` names): what it is, its edition and its notice, and its entry on the Sources page.' },
);

export const SCHEMA_ID = 'api/v1/schema.json';

export function schema(absoluteId: string): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: absoluteId,
    title: 'Laws of Duplicate Contract Bridge (1987), annotated: open data v1',
    oneOf: [{ $ref: '#/$defs/index' }, { $ref: '#/$defs/law' }, { $ref: '#/$defs/refs' }],
    $defs: {
      id: { ...id, description: 'A canonical Ref id: law text 63, 63A, 63A4, 31A2b (with an edition 2017:64A); commentary 63.5, 61.5(i), 71.A1.' },
      citation: obj(
        { from: { $ref: '#/$defs/id' }, to: { $ref: '#/$defs/id' }, anchor: { anyOf: [{ $ref: '#/$defs/id' }, { type: 'null' }] } },
        { description: 'A citation: the place that cites, the place cited (as cited), the deepest anchor of it on the site (null: the top of the law page).' },
      ),
      index: obj({
        ...header,
        dataVersion: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'Changes whenever any file of the data changes.' },
        site: { type: 'string', pattern: '^(?:https?://|/)', description: "The address (origin and base) every root-relative path of the data is relative to; the base alone (/) in a copy that does not know its public address: the paths are then relative to wherever the data was read from." },
        notice: bilingual(),
        sources: { type: 'array', items: sourceFile, description: 'Every source file of the law texts and of the commentary: its edition and its notice.' },
        laws: {
          type: 'array',
          minItems: 93,
          maxItems: 93,
          items: obj({
            law: { type: 'integer', minimum: 1, maximum: 93 },
            id: { $ref: '#/$defs/id' },
            title: bilingual(),
            part: str,
            file: { ...path, description: "The law's file, /api/v1/laws/{law}.json." },
            page: { ...bilingual(path), description: "The law's page in each language." },
            hasText: { type: 'boolean', description: 'Some of the law is loaded: law text or commentary.' },
            sections: { type: 'integer', minimum: 0 },
            paragraphs: { type: 'integer', minimum: 0 },
          }),
        },
        front: { type: 'array', items: obj({ id: str, title: bilingual(titleOrNull), page: bilingual(path), complete: bool, md: obj({ ru: str, en: strOrNull }) }) },
        counts: obj(Object.fromEntries(['laws', 'lawsWithText', 'sections', 'paragraphs', 'citations', 'concordanceEntries'].map((k) => [k, { type: 'integer', minimum: 0 }]))),
        files: obj({ refs: path, schema: path, laws: path }),
      }),
      law: obj({
        ...header,
        law: { type: 'integer', minimum: 1, maximum: 93 },
        id: { $ref: '#/$defs/id' },
        title: bilingual(),
        part: { type: 'string', description: 'The part of the Laws the law is in (a slug).' },
        page: bilingual(path),
        text: {
          description: 'The law text, or null where the sources have none of it.',
          anyOf: [
            { type: 'null' },
            obj({
              complete: bool,
              source: provenance,
              sections: {
                type: 'array',
                items: obj({ id: { $ref: '#/$defs/id' }, title: bilingual(titleOrNull), complete: bool, incomplete, md: obj({ ru: str, en: strOrNull }), page: bilingual(path) }),
              },
            }),
          ],
        },
        commentary: {
          type: 'array',
          items: obj({
            id: { $ref: '#/$defs/id' },
            alsoIds: { type: 'array', items: { $ref: '#/$defs/id' } },
            order: { type: 'integer', minimum: 0 },
            complete: bool,
            incomplete,
            source: provenance,
            copies: { type: 'array', items: provenance },
            md: obj({ ru: str, en: strOrNull }, { description: 'Markdown. Russian is the original; English is null where no current translation exists.' }),
            page: bilingual(path),
          }),
        },
        sources: { type: 'array', items: sourceFile, description: "The source files this law's text and commentary come from (see provenance's file): their editions and notices." },
        citations: obj({ made: { type: 'array', items: { $ref: '#/$defs/citation' } }, received: { type: 'array', items: { $ref: '#/$defs/citation' } } }),
        previews: obj(
          { ru: { type: 'object', additionalProperties: str }, en: { type: 'object', additionalProperties: str } },
          { description: "The start of each place's own text as plain text, as a preview shows it (about 300 characters), by language, then by id (63, 63A4, 63.5, 61.5(ii)); a place whose text is not loaded has none. A paragraph with no English falls back to the Russian." },
        ),
        places: obj(
          { law: { anyOf: [{ type: 'array', items: { $ref: '#/$defs/id' } }, { type: 'null' }] }, commentary: { anyOf: [{ type: 'array', items: { $ref: '#/$defs/id' } }, { type: 'null' }] } },
          { description: "The places the law has in any edition, as far as the data tells, by kind: law (its sections, subsections and items; where the site has the text whole, that text's) and commentary (every paragraph number up to its last, where the commentary's end is in the source). A place not listed does not exist; null where the data cannot tell (no law text at all; a commentary whose end the source lost)." },
        ),
        concordance: {
          type: 'array',
          items: obj({
            l1987: strOrNull,
            l1997: strOrNull,
            l2017: strOrNull,
            status: { enum: ['unchanged', 'renumbered', 'changed', 'new', 'removed'], description: 'What became of the 1987 provision in the later editions.' },
            verified: { type: 'boolean', description: 'Read in the complete 2017 text and its status judged against the 1987 Code (false: see unverifiedBecause).' },
            read: { type: 'array', items: str, description: 'The sections of the complete 2017 text (2017 ids) the entry was read in; empty when unread.' },
            unverifiedBecause: { anyOf: [bilingual(), { type: 'null' }], description: 'Why the entry is not verified; null when it is.' },
            note: bilingual(),
            sources: { type: 'array', items: obj({ title: str, url: { type: 'string', pattern: '^(?:https?://|/)', description: "A public address, or this project's own copy's entry on the site's Sources page (root-relative)." }, at: str }) },
          }),
        },
      }),
      refs: obj({ ...header, edges: { type: 'array', items: { $ref: '#/$defs/citation' } } }),
    },
  };
}
