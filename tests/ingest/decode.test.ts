import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decode, russianScore } from '../../scripts/ingest/decode.ts';
import { IngestError } from '../../scripts/ingest/errors.ts';

const TEXT = 'Правило 62. КОРРЕКЦИЯ ФАЛЬШРЕНОНСА¶\n62.1. Игрок, осознающий, что он совершил фальшренонс, должен его скорректировать.\n';
const texts = (bytes: Uint8Array) => decode(bytes, 'x.txt').lines.map((l) => l.text);

describe('decode', () => {
  it('reads strict UTF-8', () => {
    const d = decode(new Uint8Array(Buffer.from(TEXT)), 'x.txt');
    expect(d.encoding).toBe('utf-8');
    expect(d.lines[1]!.text).toContain('фальшренонс');
  });

  it('skips a UTF-8 BOM', () => {
    const d = decode(new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)])), 'x.txt');
    expect(d.lines[0]!.text.startsWith('Правило')).toBe(true);
  });

  it('detects CP1251 and KOI8-R and decodes both to the same text', () => {
    const cp = decode(new Uint8Array(iconv.encode(TEXT, 'windows-1251')), 'x.txt');
    const koi = decode(new Uint8Array(iconv.encode(TEXT.replace('¶', ''), 'koi8-r')), 'x.txt');
    expect(cp.encoding).toBe('windows-1251');
    expect(koi.encoding).toBe('koi8-r');
    expect(cp.lines.map((l) => l.text)).toEqual(texts(new Uint8Array(Buffer.from(TEXT))));
    expect(koi.lines[1]!.text).toBe(cp.lines[1]!.text);
  });

  it('accepts LF, CRLF and CR line ends alike, numbering lines from 1', () => {
    const lf = texts(new Uint8Array(Buffer.from('а\nб\nв')));
    expect(texts(new Uint8Array(Buffer.from('а\r\nб\r\nв\r\n')))).toEqual(lf);
    expect(texts(new Uint8Array(Buffer.from('а\rб\rв')))).toEqual(lf);
    expect(decode(new Uint8Array(Buffer.from('а\nб')), 'x').lines.map((l) => l.n)).toEqual([1, 2]);
  });

  it('honours a declared encoding', () => {
    const bytes = new Uint8Array(iconv.encode(TEXT, 'windows-1251'));
    expect(decode(bytes, 'x.txt', 'windows-1251').encoding).toBe('windows-1251');
    expect(() => decode(bytes, 'x.txt', 'utf-8')).toThrow(IngestError);
  });

  it('refuses an empty file', () => {
    expect(() => decode(new Uint8Array(), 'empty.txt')).toThrow(/empty/u);
  });

  it('refuses a binary file and names the line', () => {
    const bytes = new Uint8Array(Buffer.from('строка\nещё\u0000\u0001'));
    try {
      decode(bytes, 'bin.txt');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IngestError);
      expect((e as IngestError).toLine()).toBe('bin.txt:2: this looks like a binary file, not text (control bytes)');
    }
  });

  it('refuses bytes that are neither UTF-8 nor plausible Russian', () => {
    const noise = new Uint8Array(Array.from({ length: 3000 }, (_, i) => 0x80 + ((i * 37) % 128)));
    expect(() => decode(noise, 'noise.txt')).toThrow(/cannot decode/u);
  });

  it('scores Russian high and mis-decoded text low', () => {
    expect(russianScore(TEXT)).toBeGreaterThan(0.6);
    expect(russianScore(iconv.decode(iconv.encode(TEXT, 'windows-1251'), 'koi8-r'))).toBeLessThan(0.45);
  });
});
