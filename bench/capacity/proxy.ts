/**
 * `node --import tsx bench/capacity/proxy.ts <listen port> <upstream port>...`: the smallest
 * reverse proxy the two-instance configuration needs, on 127.0.0.1. Each HTTP request goes to the
 * next instance in turn (keep-alive pools to each); each WebSocket upgrade is piped, bytes both
 * ways, to the next instance in turn. No sticky sessions: the clients open Socket.IO on the
 * websocket transport only, so one socket is one TCP connection to one instance.
 */
import http from 'node:http';
import net from 'node:net';

const [listen, ...upstreams] = process.argv.slice(2).map(Number);
if (!listen || upstreams.length === 0) throw new Error('usage: proxy.ts <listen port> <upstream port>...');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let turn = 0;
const nextUpstream = () => upstreams[turn++ % upstreams.length] as number;

const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: nextUpstream(),
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"message":"bad gateway"}');
  });
  req.pipe(upstream);
});

server.on('upgrade', (req, client, head) => {
  const upstream = net.connect(nextUpstream(), '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    client.destroy();
  };
  upstream.on('error', end);
  client.on('error', end);
  upstream.on('close', end);
  client.on('close', end);
});

server.keepAliveTimeout = 65_000;
server.listen(listen, '127.0.0.1', () => process.send?.({ ready: true }));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
