/** Append `values` to the list kept under `key`, making the list on first use. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, ...values: V[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}
