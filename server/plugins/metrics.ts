import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { POOL_WAIT_BUCKETS_MS, type TimedPool } from '../db/client';

const BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

/** The PostgreSQL pool's series: its size, its connections now, and how long statements waited for one. */
function poolLines(pool: TimedPool): string[] {
  const lines = [
    '# HELP db_pool_wait_ms Time a statement waited for a pooled PostgreSQL connection.',
    '# TYPE db_pool_wait_ms histogram',
  ];
  let cumulative = 0;
  POOL_WAIT_BUCKETS_MS.forEach((le, i) => {
    cumulative += pool.waits.counts[i];
    lines.push(`db_pool_wait_ms_bucket{le="${le}"} ${cumulative}`);
  });
  lines.push(`db_pool_wait_ms_bucket{le="+Inf"} ${pool.waits.count}`);
  lines.push(`db_pool_wait_ms_sum ${pool.waits.sumMs.toFixed(3)}`, `db_pool_wait_ms_count ${pool.waits.count}`);
  lines.push('# HELP db_pool_connections PostgreSQL connections of the pool, by state.', '# TYPE db_pool_connections gauge');
  lines.push(`db_pool_connections{state="busy"} ${pool.totalCount - pool.idleCount}`, `db_pool_connections{state="idle"} ${pool.idleCount}`);
  lines.push('# HELP db_pool_max DATABASE_POOL_SIZE.', '# TYPE db_pool_max gauge', `db_pool_max ${pool.options.max}`);
  lines.push('# HELP db_pool_waiting Statements waiting for a connection now.', '# TYPE db_pool_waiting gauge', `db_pool_waiting ${pool.waitingCount}`);
  return lines;
}

/**
 * Request metrics in Prometheus' text format, served on a port of their own (`METRICS_PORT`)
 * so they never face the internet with the site. Off unless that port is configured.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { port, host, pool }: { port: number | null; host: string; pool: TimedPool | null }) => {
  if (port === null) return;
  const requests = new Map<string, number>();
  const durations = new Map<string, { buckets: number[]; sum: number; count: number }>();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `method="${request.method}",route="${route}",status="${reply.statusCode}"`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    const ms = reply.elapsedTime;
    const series = durations.get(route) ?? { buckets: BUCKETS_MS.map(() => 0), sum: 0, count: 0 };
    BUCKETS_MS.forEach((le, i) => {
      if (ms <= le) series.buckets[i]++;
    });
    series.sum += ms;
    series.count++;
    durations.set(route, series);
  });

  const render = () => {
    const lines = ['# HELP http_requests_total Requests answered.', '# TYPE http_requests_total counter'];
    for (const [labels, n] of requests) lines.push(`http_requests_total{${labels}} ${n}`);
    lines.push('# HELP http_request_duration_ms Time to answer.', '# TYPE http_request_duration_ms histogram');
    for (const [route, s] of durations) {
      BUCKETS_MS.forEach((le, i) => lines.push(`http_request_duration_ms_bucket{route="${route}",le="${le}"} ${s.buckets[i]}`));
      lines.push(`http_request_duration_ms_bucket{route="${route}",le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_ms_sum{route="${route}"} ${s.sum.toFixed(3)}`);
      lines.push(`http_request_duration_ms_count{route="${route}"} ${s.count}`);
    }
    const mem = process.memoryUsage();
    lines.push('# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${mem.rss}`);
    lines.push('# TYPE nodejs_heap_used_bytes gauge', `nodejs_heap_used_bytes ${mem.heapUsed}`);
    if (pool) lines.push(...poolLines(pool));
    return lines.join('\n') + '\n';
  };

  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(render());
  });
  app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(port, host, () => resolve())));
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
});
