import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the Stripe API calls this module makes, for the tests: prices
 * listed by lookup key, customers created (honouring idempotency keys), Checkout and Billing
 * Portal sessions created, subscriptions updated, a customer's invoices listed. Every request is
 * recorded as the server got it.
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** Query (GET) or form body (POST) parameters, in Stripe's bracket notation: `line_items[0][price]`. */
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedStripeRequest[];
  /** The active prices by lookup key. */
  prices: Map<string, { id: string; unitAmount: number }>;
  /** Subscriptions as `subscriptions.update` answers them, by id. */
  subscriptions: Map<string, { customer: string; periodEnd: number }>;
  /** Invoices by customer id, newest first, as `invoices.list` answers them. */
  invoices: Map<string, StandInInvoice[]>;
  /** Make the next calls to a path prefix fail with this HTTP status. */
  failures: Map<string, number>;
  callsTo(pathPrefix: string, method?: string): RecordedStripeRequest[];
  reset(): void;
  close(): Promise<void>;
}

export interface StandInInvoice {
  id: string;
  number: string;
  created: number;
  total: number;
  status: 'paid' | 'open' | 'void';
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Math.random().toString(36).slice(2)}` });
  res.end(JSON.stringify(body));
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const prices = new Map<string, { id: string; unitAmount: number }>([['pro_annual', { id: 'price_pro_annual_4999', unitAmount: 4999 }]]);
  const subscriptions = new Map<string, { customer: string; periodEnd: number }>();
  const invoices = new Map<string, StandInInvoice[]>();
  const failures = new Map<string, number>();
  const customersByKey = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const source = req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries(source.entries());
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      requests.push(recorded);

      for (const [prefix, status] of failures) {
        if (url.pathname.startsWith(prefix)) {
          return json(res, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: 'stand-in failure' } });
        }
      }
      const now = Math.floor(Date.now() / 1000);

      if (req.method === 'GET' && url.pathname === '/v1/prices') {
        const keys = Object.entries(params)
          .filter(([key]) => key.startsWith('lookup_keys['))
          .map(([, value]) => value);
        const data = keys
          .map((key) => ({ key, price: prices.get(key) }))
          .filter((found) => found.price)
          .map(({ key, price }) => ({
            id: price!.id,
            object: 'price',
            active: true,
            currency: 'usd',
            lookup_key: key,
            unit_amount: price!.unitAmount,
            recurring: { interval: 'year', interval_count: 1 },
            type: 'recurring',
          }));
        return json(res, 200, { object: 'list', url: '/v1/prices', has_more: false, data });
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const key = recorded.idempotencyKey;
        const id = (key && customersByKey.get(key)) || nextId('cus');
        if (key) customersByKey.set(key, id);
        return json(res, 200, { id, object: 'customer', email: params.email ?? null, metadata: {} });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = nextId('cs_test');
        return json(res, 200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer,
          client_reference_id: params.client_reference_id,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        return json(res, 200, {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/${id}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoices') {
        const limit = Number(params.limit ?? 10);
        const data = (invoices.get(params.customer) ?? []).slice(0, limit).map((invoice) => ({
          ...invoice,
          object: 'invoice',
          customer: params.customer,
          currency: 'usd',
          hosted_invoice_url: `https://invoice.stripe.com/i/${invoice.id}`,
          invoice_pdf: `https://pay.stripe.com/invoice/${invoice.id}/pdf`,
        }));
        return json(res, 200, { object: 'list', url: '/v1/invoices', has_more: false, data });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && subscriptionPath) {
        const id = decodeURIComponent(subscriptionPath[1]);
        const known = subscriptions.get(id);
        if (!known) return json(res, 404, { error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` } });
        const cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
        return json(res, 200, {
          id,
          object: 'subscription',
          customer: known.customer,
          status: 'active',
          cancel_at_period_end: cancelAtPeriodEnd,
          cancel_at: cancelAtPeriodEnd ? known.periodEnd : null,
          canceled_at: cancelAtPeriodEnd ? now : null,
          ended_at: null,
          metadata: {},
          items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: known.periodEnd }] },
        });
      }
      if (req.method === 'DELETE' && subscriptionPath) {
        const id = decodeURIComponent(subscriptionPath[1]);
        const known = subscriptions.get(id);
        if (!known) return json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` } });
        subscriptions.delete(id);
        return json(res, 200, { id, object: 'subscription', customer: known.customer, status: 'canceled', cancel_at_period_end: false, canceled_at: now, ended_at: now, metadata: {} });
      }
      return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    prices,
    subscriptions,
    invoices,
    failures,
    callsTo: (prefix, method) => requests.filter((r) => r.path.startsWith(prefix) && (!method || r.method === method)),
    reset() {
      requests.length = 0;
      failures.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
