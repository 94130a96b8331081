/**
 * The frontmatter of a generated file as YAML: block mappings and sequences,
 * strings plain where YAML reads them back as the same string, double-quoted
 * (JSON escapes, which YAML accepts) otherwise. The same text yaml.stringify
 * writes for these shapes, at a fraction of the cost (it was 15% of the ingest).
 */
export type FrontmatterValue = string | number | boolean | null | FrontmatterValue[] | { [key: string]: FrontmatterValue | undefined };

/** Scalars YAML (1.2 core, and 1.1's yes/no/on/off for older readers) would not read as a string. */
const NOT_A_STRING =
  /^(?:[-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|true|True|TRUE|false|False|FALSE|null|Null|NULL|~|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/u;
/** A first character that starts something else than a plain scalar. */
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`\s]/u;
/** Anything that could end a plain scalar early or not survive a round trip. */
const UNSAFE_INSIDE = /: |:$| #|[\p{Cc}\p{Cf}\u2028\u2029\uFFFD]|\s$/u;

const isPlain = (s: string): boolean => s !== '' && !INDICATOR_START.test(s) && !UNSAFE_INSIDE.test(s) && !NOT_A_STRING.test(s);

const scalar = (v: string | number | boolean | null): string => {
  if (typeof v === 'string') return isPlain(v) ? v : JSON.stringify(v);
  if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`frontmatter: ${v} is not a number YAML can hold`);
  return String(v);
};

const isCollection = (v: FrontmatterValue): v is FrontmatterValue[] | { [key: string]: FrontmatterValue | undefined } => v !== null && typeof v === 'object';

const entries = (o: { [key: string]: FrontmatterValue | undefined }) => Object.entries(o).filter((e): e is [string, FrontmatterValue] => e[1] !== undefined);

/** `value` written after `prefix` (a key's `key:` or a sequence item's `-`), at `indent`. */
function write(value: FrontmatterValue, indent: string, prefix: string, out: string[]): void {
  if (!isCollection(value)) {
    out.push(`${indent}${prefix} ${scalar(value)}`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return void out.push(`${indent}${prefix} []`);
    out.push(`${indent}${prefix}`);
    for (const item of value) writeItem(item, `${indent}  `, out);
    return;
  }
  const fields = entries(value);
  if (fields.length === 0) return void out.push(`${indent}${prefix} {}`);
  out.push(`${indent}${prefix}`);
  for (const [k, v] of fields) write(v, `${indent}  `, `${key(k)}:`, out);
}

/** A sequence item: `- scalar`, or a mapping whose first key shares the dash's line. */
function writeItem(item: FrontmatterValue, indent: string, out: string[]): void {
  if (isCollection(item) && !Array.isArray(item) && entries(item).length > 0) {
    const [head, ...rest] = entries(item) as [[string, FrontmatterValue], ...[string, FrontmatterValue][]];
    const first: string[] = [];
    write(head[1], `${indent}  `, `${key(head[0])}:`, first);
    out.push(`${indent}- ${first[0]!.slice(indent.length + 2)}`, ...first.slice(1));
    for (const [k, v] of rest) write(v, `${indent}  `, `${key(k)}:`, out);
    return;
  }
  write(item, indent, '-', out);
}

/** Keys are field names: a word that no YAML reads as anything but a string. */
function key(k: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/u.test(k) || NOT_A_STRING.test(k)) throw new Error(`frontmatter: key ${JSON.stringify(k)} must be a plain word`);
  return k;
}

/** A mapping as YAML text, each line ending in a newline. */
export function toFrontmatter(fields: { [key: string]: FrontmatterValue | undefined }): string {
  const out: string[] = [];
  for (const [k, v] of entries(fields)) write(v, '', `${key(k)}:`, out);
  return out.map((l) => `${l}\n`).join('');
}
