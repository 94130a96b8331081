import { IngestError } from '../errors.ts';
import type { MarkupSource } from './markup.ts';

export function readEpub(_entries: Record<string, Uint8Array>, file: string): Omit<MarkupSource, 'drops'> {
  throw new IngestError('EPUB is not read yet', file);
}
