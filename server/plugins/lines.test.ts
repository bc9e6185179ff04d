import { describe, expect, test } from 'vitest';
import { boundedLines, LineSplitter, LineTooLongError } from './lines';

async function linesOf(pieces: string[], max = 16): Promise<[number, string][]> {
  const out: [number, string][] = [];
  for await (const { line, bytes } of boundedLines(pieces.map((p) => Buffer.from(p)), max)) out.push([line, bytes.toString()]);
  return out;
}

describe('the bounded line reader', () => {
  test('splits at LF across chunks, drops the CR of CRLF, keeps empty lines and a last line without LF', async () => {
    expect(await linesOf(['ab', 'c\r', '\nd\n\n', 'ef'])).toEqual([
      [1, 'abc'],
      [2, 'd'],
      [3, ''],
      [4, 'ef'],
    ]);
    expect(await linesOf(['a\n'])).toEqual([[1, 'a']]);
    expect(await linesOf([])).toEqual([]);
  });

  test('takes a line of exactly the bound, CRLF or not', async () => {
    expect(await linesOf(['x'.repeat(16), '\r\n', 'y'.repeat(16)])).toEqual([
      [1, 'x'.repeat(16)],
      [2, 'y'.repeat(16)],
    ]);
  });

  test('refuses at the chunk that passes the bound, naming the line, before holding more than the bound', () => {
    const splitter = new LineSplitter(16);
    expect([...splitter.push(Buffer.from('ok\n1234567890'))].map((l) => l.bytes.toString())).toEqual(['ok']);
    let error: unknown;
    try {
      // Far more than the bound: refused without the piece being kept.
      for (const line of splitter.push(Buffer.alloc(1024 * 1024, 'x'))) expect(line).toBeUndefined();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(LineTooLongError);
    expect((error as LineTooLongError).line).toBe(2);
  });

  test('a multi-byte character split between chunks comes back whole', async () => {
    const bytes = Buffer.from('é€\n');
    const pieces = [bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)];
    const out: string[] = [];
    for await (const { bytes: line } of boundedLines(pieces, 16)) out.push(line.toString('utf8'));
    expect(out).toEqual(['é€']);
  });
});
