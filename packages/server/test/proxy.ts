import http from 'node:http';
import net from 'node:net';

/**
 * A small reverse proxy in front of several instances, as a load balancer stands in front of
 * them in production: each HTTP request and each WebSocket upgrade goes to the next instance in
 * turn (round robin, no stickiness), with X-Forwarded-For/-Proto/-Host set. Socket.IO clients
 * behind it must therefore use the WebSocket transport only: a long-polling session is a series
 * of requests that would land on different instances (docs/deployment.md).
 *
 * For the tests it records which instance took what, answers that instance's index in the
 * `x-upstream` header, and lets a request name its instance with the same header (so a test
 * can make sure that an event crosses from one instance to the other).
 */

export const UPSTREAM_HEADER = 'x-upstream';

export interface ProxyRecord {
  kind: 'http' | 'upgrade';
  method: string;
  url: string;
  /** The index of the instance in the upstream list. */
  upstream: number;
}

export interface TestProxy {
  url: string;
  records: ProxyRecord[];
  close(): Promise<void>;
}

export async function startProxy(upstreams: readonly string[]): Promise<TestProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const records: ProxyRecord[] = [];
  const open = new Set<net.Socket>();
  let turn = 0;

  /** The named instance, else the next one in turn. */
  const pick = (req: http.IncomingMessage): number => {
    const named = Number(req.headers[UPSTREAM_HEADER]);
    if (Number.isInteger(named) && named >= 0 && named < targets.length) return named;
    const index = turn % targets.length;
    turn += 1;
    return index;
  };

  const forwarded = (req: http.IncomingMessage): http.OutgoingHttpHeaders => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    delete headers[UPSTREAM_HEADER];
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    return headers;
  };

  const server = http.createServer((req, res) => {
    const index = pick(req);
    const target = targets[index] as URL;
    records.push({ kind: 'http', method: req.method ?? 'GET', url: req.url ?? '/', upstream: index });
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwarded(req),
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) res.destroy(err);
      else res.writeHead(502, { 'content-type': 'text/plain' }).end(`Bad gateway: ${err.message}`);
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const index = pick(req);
    const target = targets[index] as URL;
    records.push({ kind: 'upgrade', method: req.method ?? 'GET', url: req.url ?? '/', upstream: index });
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.once('close', () => open.delete(s));
    }
    upstream.once('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (const [name, value] of Object.entries(forwarded(req)))
        for (const v of Array.isArray(value) ? value : [value])
          if (v !== undefined) lines.push(`${name}: ${v}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', () => client.destroy());
    client.once('error', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  });

  server.on('connection', (s: net.Socket) => {
    open.add(s);
    s.once('close', () => open.delete(s));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    records,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
