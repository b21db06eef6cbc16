// One request to the real server through node:http, keeping the answer's exact bytes (still
// compressed) and headers, so the ceiling endpoint can send the very same thing.
import http from 'node:http';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Captured {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Per-connection or per-message headers: node:http writes its own.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function capture(baseUrl: string, request: BenchRequest): Promise<Captured> {
  const url = new URL(request.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: request.method, headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const body = Buffer.concat(chunks);
        headers['content-length'] = String(body.length);
        resolve({ key: `${request.method} ${url.pathname}`, status: res.statusCode ?? 0, headers, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}
