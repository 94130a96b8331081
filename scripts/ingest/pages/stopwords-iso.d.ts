declare module 'stopwords-iso' {
  /** Stopword lists by ISO 639-1 code (`ru`, `en`, …). */
  const lists: Record<string, string[]>;
  export default lists;
}
