import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { createMailTransport } from './mail/transport';
import { testConfig } from './test/harness';

const streamOf = (options: ReturnType<typeof loggerOptions>) => (options as { stream?: unknown }).stream;

describe('the log', () => {
  it('is pino-pretty for a person at a terminal, outside production; JSON lines otherwise', () => {
    expect(streamOf(loggerOptions(testConfig({ NODE_ENV: 'development' }), true))).toBeDefined();
    expect(streamOf(loggerOptions(testConfig({ NODE_ENV: 'development' }), false))).toBeUndefined();
    expect(streamOf(loggerOptions({ ...testConfig(), env: 'production' }, true))).toBeUndefined();
  });

  it('shows a mail written to it as a mail, in JSON and pretty-printed', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = Fastify({ logger: { level: 'info', stream } });
    const transport = createMailTransport({ smtpUrl: null, mailFrom: 'OpenGolfSim <no-reply@localhost>' }, app.log);
    await transport.send({ to: 'ann@example.com', subject: 'Reset your OpenGolfSim password', text: 'Hello Ann,\n\nhttp://localhost:3000/password-reset/abc\n', html: '' });
    await expect.poll(() => lines.length).toBe(1);

    const mail = ['From: OpenGolfSim <no-reply@localhost>', 'To: ann@example.com', 'Subject: Reset your OpenGolfSim password', '', 'Hello Ann,', '', 'http://localhost:3000/password-reset/abc'];
    expect(JSON.parse(lines[0]).msg).toContain(mail.join('\n'));
    // What a developer sees at the terminal: the same lines, one under the other, not one long line of \n.
    const pretty = prettyFactory({ colorize: false })(lines[0]);
    expect(pretty).toContain(mail.join('\n'));
    await app.close();
  });
});
