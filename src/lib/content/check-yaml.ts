import { parseYaml } from './parse-yaml.ts';

/** The shape checks the catalogue loaders (editions.yaml, triage.yaml) share. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Parse a catalogue file; invalid YAML throws `<name>: not valid YAML: <first line of the reason>`. */
export function parseCatalogueYaml(text: string, name: string): unknown {
  try {
    return parseYaml(text);
  } catch (e) {
    throw new Error(`${name}: not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
}
