/** The part of s3rver (a CommonJS package without types) that the tests use. */
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    status: number;
    body: unknown;
    type: string;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
