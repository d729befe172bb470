import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the franchise directory's API and its OAuth 2 endpoints as
 * docs/integrations.md describes them: GET /oauth/authorize (answers at once with a code, as a
 * provider whose user already consented), POST /oauth/token (authorization_code, refresh_token;
 * client credentials in Basic auth), GET /api/locations and /api/locations/{id}/members (paged,
 * bearer). Tests and the e2e point FRANCHISE_AUTH_URL at `${base}/oauth` and
 * FRANCHISE_DIRECTORY_URL at `${base}/api`.
 */
export interface FakeMember {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  position: string | null;
  active: boolean;
}

export interface FakeDirectoryOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of an access token (default an hour). */
  tokenTtlSeconds?: number;
}

export class FakeDirectory {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly locations = new Map<string, { id: string; name: string }>();
  readonly members = new Map<string, FakeMember[]>();
  /** Every request: method, path and query (for assertions). */
  readonly requests: { method: string; path: string; query: URLSearchParams }[] = [];
  private readonly codes = new Map<string, { redirectUri: string; scope: string }>();
  private readonly access = new Map<string, number>();
  private readonly refresh = new Set<string>();
  private server: http.Server | null = null;
  base = '';

  constructor(readonly opts: FakeDirectoryOptions = {}) {
    this.clientId = opts.clientId ?? 'teamline-test';
    this.clientSecret = opts.clientSecret ?? 'directory-secret';
  }

  /** The app configuration that points at this server. */
  env(): Record<string, string> {
    return {
      FRANCHISE_DIRECTORY_URL: `${this.base}/api`,
      FRANCHISE_AUTH_URL: `${this.base}/oauth`,
      FRANCHISE_CLIENT_ID: this.clientId,
      FRANCHISE_CLIENT_SECRET: this.clientSecret,
    };
  }

  addLocation(id: string, name: string, members: FakeMember[] = []): void {
    this.locations.set(id, { id, name });
    this.members.set(id, members);
  }

  /** `count` locations of `perLocation` members each (the bench's directory). */
  seed(count: number, perLocation: number, prefix = 'L'): void {
    for (let l = 1; l <= count; l++) {
      const id = `${prefix}${l}`;
      const list: FakeMember[] = [];
      for (let m = 1; m <= perLocation; m++) list.push(fakeMember(`${id}-M${m}`));
      this.addLocation(id, `Store ${l}`, list);
    }
  }

  /** Every access token given so far expires now (the next call needs a refresh). */
  expireTokens(): void {
    for (const t of this.access.keys()) this.access.set(t, 0);
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => send(res, 500, { error: String(err) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(this.opts.port ?? 0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams });
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/oauth/token') return this.token(req, res);
    if (req.method === 'GET' && url.pathname.startsWith('/api/')) return this.api(req, url, res);
    send(res, 404, { error: 'not_found' });
  }

  private authorize(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    const scopes = (q.get('scope') ?? '').split(' ');
    if (q.get('client_id') !== this.clientId || !redirect || q.get('response_type') !== 'code')
      return send(res, 400, { error: 'invalid_request' });
    if (!scopes.includes('team-member-api:read') || !scopes.includes('offline_access'))
      return send(res, 400, { error: 'invalid_scope' });
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { redirectUri: redirect, scope: scopes.join(' ') });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private async token(req: http.IncomingMessage, res: http.ServerResponse) {
    const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    const [id, secret] = basic.split(':').map(decodeURIComponent);
    if (id !== this.clientId || secret !== this.clientSecret)
      return send(res, 401, { error: 'invalid_client' });
    const form = new URLSearchParams(await body(req));
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri'))
        return send(res, 400, { error: 'invalid_grant' });
      return send(res, 200, this.issue(code.scope));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = form.get('refresh_token') ?? '';
      if (!this.refresh.delete(old)) return send(res, 400, { error: 'invalid_grant' });
      return send(res, 200, this.issue('offline_access team-member-api:read'));
    }
    send(res, 400, { error: 'unsupported_grant_type' });
  }

  private issue(scope: string) {
    const ttl = this.opts.tokenTtlSeconds ?? 3600;
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    this.access.set(access, Date.now() + ttl * 1000);
    this.refresh.add(refresh);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ttl, scope };
  }

  private api(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const until = this.access.get(token);
    if (until === undefined || until < Date.now()) return send(res, 401, { error: 'invalid_token' });
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const perPage = Math.min(500, Math.max(1, Number(url.searchParams.get('per_page') ?? 100)));
    const paged = <T>(all: T[]) => ({
      data: all.slice((page - 1) * perPage, page * perPage),
      page,
      per_page: perPage,
      total: all.length,
    });
    if (url.pathname === '/api/locations') return send(res, 200, paged([...this.locations.values()]));
    const m = /^\/api\/locations\/([^/]+)\/members$/.exec(url.pathname);
    const list = m ? this.members.get(decodeURIComponent(m[1] as string)) : undefined;
    if (!list) return send(res, 404, { error: 'not_found' });
    send(res, 200, paged(list));
  }
}

export function fakeMember(id: string, over: Partial<FakeMember> = {}): FakeMember {
  const n = id.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return {
    id,
    first_name: 'Pat',
    last_name: `Member ${id}`,
    email: `${n}@franchise.test`,
    phone: null,
    position: 'Crew',
    active: true,
    ...over,
  };
}

function send(res: http.ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export const startFakeDirectory = (opts: FakeDirectoryOptions = {}) => new FakeDirectory(opts).start();
