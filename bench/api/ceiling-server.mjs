// The ceiling endpoint: a bare node:http server that answers every request with response
// bytes (status, headers, body) captured from the real server, straight from memory. What the
// real endpoint reaches against it on the same machine, in the same minute, is the ratio the
// bench reports. Plain JavaScript in its own process, so it costs what the answer costs.
import http from 'node:http';

/** `METHOD /path` -> { status, headers, body: Buffer } */
let routes = new Map();
let fallback = null;

function answer(req, res) {
  const key = `${req.method} ${req.url.split('?')[0]}`;
  const found = routes.get(key) ?? fallback;
  if (!found) {
    res.writeHead(503).end();
    return;
  }
  res.writeHead(found.status, found.headers);
  res.end(found.body);
}

const server = http.createServer((req, res) => {
  if (req.method === 'PUT' && req.url === '/__ceiling') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const list = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      routes = new Map(list.map((r) => [r.key, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]));
      fallback = routes.get(list[0]?.key) ?? null;
      res.writeHead(204).end();
    });
    return;
  }
  // Like the real server, a request body is read whole before the answer goes out.
  req.on('data', () => undefined);
  req.on('end', () => answer(req, res));
});
server.keepAliveTimeout = 72_000;

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
