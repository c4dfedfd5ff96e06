import http from 'node:http';

/** One request the fake received: the method, path, headers and form fields as sent. */
export type StripeRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};

export type FakeStripe = {
  url: string;
  requests: StripeRequest[];
  /** The next `times` checkouts answer with this HTTP status and a Stripe error body. */
  failNext(status: number, times: number): void;
  close(): Promise<void>;
};

/**
 * A local stand-in for Stripe's API speaking its wire format: form-encoded requests with a
 * Bearer key, JSON answers. It serves `POST /v1/checkout/sessions` (a Checkout Session with a
 * hosted-page URL) and answers anything else with Stripe's 404 error shape.
 */
export async function startFakeStripe(apiKey: string): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let failure = { status: 500, left: 0 };
  let sessions = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, type: string, message: string) =>
        send(status, { error: { type, message } });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return error(401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return error(404, 'invalid_request_error', `Unrecognized request URL (${path})`);
      }
      if (failure.left > 0) {
        failure.left -= 1;
        return error(failure.status, 'api_error', 'Something went wrong on the fake.');
      }
      sessions += 1;
      const id = `cs_test_${sessions}`;
      send(200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { userId: form.get('metadata[userId]'), level: form.get('metadata[level]') },
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('fake stripe has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    failNext: (status, times) => {
      failure = { status, left: times };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
