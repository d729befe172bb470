import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for tests and the e2e run: plain http (the
 * server under test allows it with SSO_ALLOW_HTTP, test servers only). Its interaction page is a
 * one-field form — the e-mail of an account given to the factory — so a browser or a test's fetch
 * signs in the same way. Accounts can be added or changed while it runs.
 */

export interface TestAccount {
  email: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestProvider {
  issuer: string;
  port: number;
  accounts: Map<string, TestAccount>;
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

const subjectOf = (email: string) => `sub-${email.toLowerCase()}`;

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Test identity provider</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Continue</button></form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestProvider(opts: {
  clients: TestClient[];
  accounts?: TestAccount[];
  /** Seconds an id token lives (a test of expiry gives 1). */
  idTokenTtl?: number;
  /** Holds each token answer this long after it is made: with a short idTokenTtl it arrives expired. */
  tokenDelayMs?: number;
  /** Any e-mail typed on the interaction page signs in, verified (the e2e provider's people). */
  anyAccount?: boolean;
  /** Whether the provider demands PKCE of every client (default: when the client sends it). */
  requirePkce?: boolean;
  port?: number;
}): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const addAccount = (a: TestAccount) => accounts.set(a.email.toLowerCase(), a);
  for (const a of opts.accounts ?? []) addAccount(a);

  let provider: Provider | undefined;
  const server = http.createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    void handle(provider, req, res).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: opts.clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => opts.requirePkce ?? false },
    ttl: {
      IdToken: opts.idTokenTtl ?? 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    cookies: { keys: ['teamline-test-provider'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = [...accounts.values()].find((a) => subjectOf(a.email) === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.email_verified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
  };
  provider = new Provider(issuer, configuration);

  async function handle(p: Provider, req: http.IncomingMessage, res: http.ServerResponse) {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    const delay = opts.tokenDelayMs;
    if (delay && req.url?.startsWith('/token')) {
      const end = res.end.bind(res) as (...args: unknown[]) => void;
      res.end = ((...args: unknown[]) => {
        setTimeout(() => end(...args), delay);
        return res;
      }) as typeof res.end;
    }
    if (!match) return p.callback()(req, res);
    const uid = match[1] ?? '';
    const details = await p.interactionDetails(req, res);
    if (!match[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid));
      return;
    }
    const email = ((await readForm(req)).get('email') ?? '').trim().toLowerCase();
    if (opts.anyAccount && email.includes('@') && !accounts.has(email)) addAccount({ email });
    const account = accounts.get(email);
    if (!account) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid, 'Unknown account'));
      return;
    }
    const accountId = subjectOf(account.email);
    const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  return {
    issuer,
    port,
    accounts,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider as a test's browser would: follows the authorization URL with a cookie
 * jar, posts the e-mail on the interaction page, and answers the query sent to the redirect URI.
 */
export async function signInAtProvider(authorizationUrl: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next.search;
      url = next.href;
      init = {};
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider answered ${res.status} without a form: ${html.slice(0, 200)}`);
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      body: new URLSearchParams({ email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('Too many redirects at the provider');
}
