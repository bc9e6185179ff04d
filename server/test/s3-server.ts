import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type Middleware } from '@20minutes/s3rver';

/** The access key the S3 protocol server checks signatures with (its default). */
export const S3_TEST_KEY = 'S3RVER';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this store. */
  env: Record<string, string>;
  /** Stops answering (the store is down) until `start` again, on the same port and files. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * A slow store: each upload of a part (or of tus's incomplete part) is answered `ms` later
   * (0 again for a prompt one).
   */
  slowParts(ms: number): void;
  /** Uploads of parts the store has received and not yet answered. */
  partsInFlight(): number;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver, files in a temporary folder) on a port of its own, with a
 * bucket. s3rver speaks the object, bucket and multipart calls but not ListParts nor
 * AbortMultipartUpload, which a resumable upload needs; those two are answered here, from the
 * parts s3rver itself stored. It refuses the signatures of current SDKs on bucket-level calls
 * (ListObjectsV2, HeadBucket), so it is told not to check signatures: the requests are signed all
 * the same.
 */
export async function startTestS3Server(bucket = 'clips'): Promise<TestS3Server> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-s3-'));
  let port = 0;
  let server: S3rver;

  const uploadDir = (uploadId: string) => path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId));

  const multipart: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucketName, ...keyParts] = ctx.path.split('/');
    if (!uploadId || bucketName !== bucket || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const folder = uploadDir(uploadId);
    if (!fs.existsSync(folder)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
      return;
    }
    if (ctx.method === 'DELETE') {
      await fsp.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = (await fsp.readdir(folder))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [stat, md5] = await Promise.all([fsp.stat(path.join(folder, String(n))), fsp.readFile(path.join(folder, `${n}.md5`), 'utf8')]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5.trim()}"</ETag><Size>${stat.size}</Size><LastModified>${stat.mtime.toISOString()}</LastModified></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${escape(decodeURIComponent(keyParts.join('/')))}</Key><UploadId>${escape(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };

  let partDelayMs = 0;
  let partsInFlight = 0;
  const parts: Middleware = async (ctx, next) => {
    const isPart = ctx.method === 'PUT' && (ctx.query.partNumber !== undefined || ctx.path.endsWith('.part'));
    if (!isPart) return next();
    partsInFlight++;
    try {
      if (partDelayMs) await new Promise((resolve) => setTimeout(resolve, partDelayMs));
      await next();
    } finally {
      partsInFlight--;
    }
  };

  async function start() {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] });
    server.middleware.unshift(multipart);
    server.middleware.unshift(parts);
    const address = await server.run();
    port = address.port;
  }
  await start();
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3_TEST_KEY, S3_SECRET_ACCESS_KEY: S3_TEST_KEY },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
    start,
    slowParts(ms) {
      partDelayMs = ms;
    },
    partsInFlight: () => partsInFlight,
    async keys() {
      const root = path.join(directory, bucket);
      const names = await fsp.readdir(root, { recursive: true });
      return names
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.slice(0, -'._S3rver_object'.length))
        .sort();
    },
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => {});
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
