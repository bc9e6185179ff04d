/**
 * Lines of a byte stream with a bound that holds before a line is buffered: an open line holds at
 * most `maxLineBytes` bytes, and the byte that would pass the bound is refused at once, however
 * long the line goes on. (Node's `readline` keeps a whole line in a string before anyone can look
 * at its length: one line without a newline fills the memory.) Lines end at LF; a CR before the LF
 * is dropped. An empty last line (the file ends with LF) is not a line.
 */

export class LineTooLongError extends Error {
  constructor(
    readonly line: number,
    readonly maxLineBytes: number,
  ) {
    super(`line ${line} is longer than ${maxLineBytes} bytes`);
  }
}

export interface Line {
  /** 1 for the first line. */
  line: number;
  /** Its bytes, without the line break. */
  bytes: Buffer;
}

const LF = 0x0a;
const CR = 0x0d;

export class LineSplitter {
  #parts: Buffer[] = [];
  #held = 0;
  #line = 1;

  constructor(readonly maxLineBytes: number) {}

  /** The lines this chunk ends. Throws LineTooLongError as soon as the open line passes the bound. */
  *push(chunk: Uint8Array): Generator<Line> {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (;;) {
      const lf = buf.indexOf(LF, start);
      const end = lf === -1 ? buf.length : lf;
      // A CR that ends the line is not counted; one that does not is, with the next piece.
      const counted = lf !== -1 && end > start && buf[end - 1] === CR ? end - 1 - start : end - start;
      if (this.#held + counted > this.maxLineBytes) throw new LineTooLongError(this.#line, this.maxLineBytes);
      if (lf === -1) {
        if (end > start) {
          // A copy: a subarray would keep the whole chunk alive for a few bytes of it.
          this.#parts.push(Buffer.from(buf.subarray(start, end)));
          this.#held += end - start;
        }
        return;
      }
      this.#parts.push(buf.subarray(start, end));
      yield this.#take();
      start = lf + 1;
    }
  }

  /** The last line, when the stream does not end with LF. */
  *end(): Generator<Line> {
    if (this.#held > 0 || this.#parts.length > 0) yield this.#take();
  }

  #take(): Line {
    let bytes = this.#parts.length === 1 ? this.#parts[0] : Buffer.concat(this.#parts);
    if (bytes.length > 0 && bytes[bytes.length - 1] === CR) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.length > this.maxLineBytes) throw new LineTooLongError(this.#line, this.maxLineBytes);
    const line = { line: this.#line, bytes };
    this.#line++;
    this.#parts = [];
    this.#held = 0;
    return line;
  }
}

/** The lines of a stream of chunks, each at most `maxLineBytes` (LineTooLongError past it). */
export async function* boundedLines(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxLineBytes: number): AsyncGenerator<Line> {
  const splitter = new LineSplitter(maxLineBytes);
  for await (const chunk of chunks) yield* splitter.push(chunk);
  yield* splitter.end();
}
