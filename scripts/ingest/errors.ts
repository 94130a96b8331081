/** The ingest's own error: one clear line naming the file (and line), never a stack trace. */
export class IngestError extends Error {
  readonly file: string | undefined;
  readonly line: number | undefined;

  constructor(message: string, file?: string, line?: number) {
    super(message);
    this.name = 'IngestError';
    this.file = file;
    this.line = line;
  }

  /** `content/sources/x.txt:12: message` */
  toLine(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ''}: ` : '';
    return `${where}${this.message}`;
  }
}
