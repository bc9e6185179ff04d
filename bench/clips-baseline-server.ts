/**
 * The swing clips' yardsticks, in a process of their own like the app: a plain streamed HTTP PUT
 * that writes the body to a file, and @fastify/static serving a folder (ranges included).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const folder = process.env.BASELINE_DIR!;
const app = Fastify({ logger: false, bodyLimit: 2 * 1024 ** 3 });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));
await app.register(fastifyStatic, { root: folder, prefix: '/static/', acceptRanges: true });
app.get('/health', async () => ({ ok: true }));
app.put('/put/:name', async (request, reply) => {
  const name = path.basename((request.params as { name: string }).name);
  await pipeline(request.raw, fs.createWriteStream(path.join(folder, name)));
  return reply.status(204).send();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
