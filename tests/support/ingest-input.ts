/**
 * The inputs of a test that runs the whole ingest on generated text: a commentary book's
 * manifest entry, no overrides, and UTF-8 bytes.
 */
import type { Overrides } from '../../scripts/ingest/config.ts';
import type { ManifestEntry } from '../../scripts/ingest/types.ts';

/** A commentary source with placeholder facts (title, author, edition, copyright). */
export const commentaryEntry = (file: string): ManifestEntry => ({ file, kind: 'commentary', title: 't', author: 'a', edition: 'e', copyright: 'c' });

/** No editorial overrides. */
export const NO_OVERRIDES: Overrides = { drop: [], lawFragments: [], fragments: [], tables: [] };

/** Text as the UTF-8 bytes of a source file. */
export const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));
