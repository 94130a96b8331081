/**
 * Many small files as one (the search index's fragments, ~900 of them): the service worker
 * precaches the pack with one request and answers each file from it, instead of fetching and
 * caching every file at install.
 *
 * Layout: a 4-byte big-endian length n, n bytes of JSON `{ name: [offset, length] }` (offsets
 * from the end of the JSON), then the files' bytes one after another.
 */
export function packFiles(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const index: Record<string, [number, number]> = {};
  let at = 0;
  for (const f of files) {
    index[f.name] = [at, f.bytes.length];
    at += f.bytes.length;
  }
  const head = new TextEncoder().encode(JSON.stringify(index));
  const out = new Uint8Array(4 + head.length + at);
  new DataView(out.buffer).setUint32(0, head.length);
  out.set(head, 4);
  let pos = 4 + head.length;
  for (const f of files) {
    out.set(f.bytes, pos);
    pos += f.bytes.length;
  }
  return out;
}

/** The files of a pack by name (views into `pack`, not copies); null when it is no pack. */
export function unpackFiles(pack: ArrayBuffer): Map<string, Uint8Array<ArrayBuffer>> | null {
  try {
    const n = new DataView(pack).getUint32(0);
    const index = JSON.parse(new TextDecoder().decode(new Uint8Array(pack, 4, n))) as Record<string, [number, number]>;
    const out = new Map<string, Uint8Array<ArrayBuffer>>();
    for (const [name, [offset, length]] of Object.entries(index)) out.set(name, new Uint8Array(pack, 4 + n + offset, length));
    return out;
  } catch {
    return null;
  }
}
