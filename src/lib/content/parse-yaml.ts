import { CORE_SCHEMA, load } from 'js-yaml';

/**
 * Parse a YAML document the site reads (frontmatter, the catalogue, the manifest, demo
 * placements): YAML 1.2's core schema, so a date stays a string, as the ingest wrote it.
 * js-yaml, not the ingest's `yaml` library: it reads the same documents to the same
 * values in a fifth of the time, and every build (and its two helper processes) reads
 * about 150 of them before anything else can start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `yaml` gave it: the shapes are the ingest's own output.
export const parseYaml = (text: string): any => load(text, { schema: CORE_SCHEMA });
