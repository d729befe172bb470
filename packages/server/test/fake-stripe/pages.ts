import type http from 'node:http';
import type { FakeStripe } from './server.js';

/** The checkout and billing portal pages a browser sees on the fake Stripe (docs/billing-testing.md). */
export async function servePage(fake: FakeStripe, method: string, url: URL, res: http.ServerResponse) {
  const html = (title: string, inner: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${inner}</main></body></html>`,
    );
  };
  const [, kind, id, action] = url.pathname.split('/');
  const session = kind === 'checkout' && id ? fake.sessions.get(id) : undefined;
  if (session && id) {
    if (method === 'POST' && action === 'pay') {
      await fake.completeCheckout(id);
      res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) });
      return res.end();
    }
    return html(
      'Fake Stripe Checkout',
      `<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay</button></form><a href="${String(session.cancel_url)}">Cancel</a>`,
    );
  }
  const portal = kind === 'portal' && id ? fake.portals.get(id) : undefined;
  if (portal) return html('Fake Stripe Billing Portal', `<a href="${String(portal.return_url)}">Return</a>`);
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}
