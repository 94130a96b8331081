/** The manifest's name in a source folder. */
export const MANIFEST_FILE = 'manifest.yaml';
