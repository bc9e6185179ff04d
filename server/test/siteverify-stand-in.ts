import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers for one token; `hang` never answers, `status` answers an HTTP error. */
export type SiteverifyAnswer =
  | { success: boolean; action?: string; score?: number; 'error-codes'?: string[] }
  | { hang: true }
  | { status: number };

export interface SiteverifyStandIn {
  /** http://127.0.0.1:port/recaptcha/api/siteverify */
  url: string;
  /** The form bodies received, in order: `secret` and `response` as siteverify reads them. */
  received: { secret: string | null; response: string | null }[];
  answer(token: string, answer: SiteverifyAnswer): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking reCAPTCHA's siteverify API: a form-encoded POST of `secret` and
 * `response`, a JSON answer. Tokens it was not told about answer like Google does for a bad
 * token: `{ success: false, error-codes: ['invalid-input-response'] }`.
 */
export async function startSiteverifyStandIn(): Promise<SiteverifyStandIn> {
  const answers = new Map<string, SiteverifyAnswer>();
  const received: SiteverifyStandIn['received'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/recaptcha/api/siteverify') {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      received.push({ secret: form.get('secret'), response: form.get('response') });
      const answer = answers.get(form.get('response') ?? '') ?? { success: false, 'error-codes': ['invalid-input-response'] };
      if ('hang' in answer) return;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'text/plain' }).end('error');
        return;
      }
      const full = answer.success ? { challenge_ts: new Date().toISOString(), hostname: 'localhost', ...answer } : answer;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(full));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    answer: (token, answer) => void answers.set(token, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
