import net from 'node:net';

/**
 * An HTTP/1.1 client on a plain socket, for tests of what a real client meets on the wire: a body
 * written whole before anything is read, a chunked body of any size made as it is sent, a second
 * request on the same keep-alive connection. Answers are read with Content-Length or chunked.
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** performance.now() when the status line arrived. */
  at: number;
}

export class RawConnection {
  readonly socket: net.Socket;
  #buffer = Buffer.alloc(0);
  #waiters: (() => void)[] = [];
  #ended = false;
  #error: Error | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#wake();
    });
    socket.on('end', () => {
      this.#ended = true;
      this.#wake();
    });
    socket.on('error', (err) => {
      this.#error = err;
      this.#ended = true;
      this.#wake();
    });
    socket.on('close', () => {
      this.#ended = true;
      this.#wake();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Whether the server has closed its side (or reset the connection). */
  get closed(): boolean {
    return this.#ended;
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  #more(deadline: number): Promise<void> {
    if (this.#ended) throw new Error(`connection closed before the answer was whole${this.#error ? ` (${this.#error.message})` : ''}`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer in time')), Math.max(0, deadline - performance.now()));
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Writes bytes; resolves once the socket has taken them (its buffer drained), rejects when it fails. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.destroyed) return reject(new Error('socket destroyed'));
      this.socket.write(data, (err) => (err ? reject(err) : resolve()));
    });
  }

  /** Stops reading: what the server sends stays in the socket's buffers until `resume()`. */
  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }

  /** Whether an answer's status line has arrived (without taking it). */
  get answered(): boolean {
    return this.#buffer.includes('\r\n\r\n');
  }

  /** Reads one whole answer, within `timeoutMs`. */
  async response(timeoutMs = 10_000): Promise<RawResponse> {
    const deadline = performance.now() + timeoutMs;
    let end: number;
    while ((end = this.#buffer.indexOf('\r\n\r\n')) === -1) await this.#more(deadline);
    const at = performance.now();
    const [statusLine, ...lines] = this.#buffer.subarray(0, end).toString('latin1').split('\r\n');
    this.#buffer = this.#buffer.subarray(end + 4);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    const parts: Buffer[] = [];
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        let lineEnd: number;
        while ((lineEnd = this.#buffer.indexOf('\r\n')) === -1) await this.#more(deadline);
        const size = parseInt(this.#buffer.subarray(0, lineEnd).toString('latin1'), 16);
        while (this.#buffer.length < lineEnd + 2 + size + 2) await this.#more(deadline);
        parts.push(this.#buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        this.#buffer = this.#buffer.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      while (this.#buffer.length < length) await this.#more(deadline);
      parts.push(this.#buffer.subarray(0, length));
      this.#buffer = this.#buffer.subarray(length);
    }
    return { status, headers, body: Buffer.concat(parts).toString('utf8'), at };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The head of a request: method, path, headers (Host and keep-alive added). */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const all: Record<string, string | number> = { host: 'localhost', connection: 'keep-alive', ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
}

/** One piece of a chunked body. */
export function chunk(data: string | Buffer): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
}

/** The end of a chunked body. */
export const LAST_CHUNK = '0\r\n\r\n';
