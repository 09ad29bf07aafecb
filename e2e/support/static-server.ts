import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface StaticServer {
  url: string;
  /** Paths asked for, in order (a CDN's access log). */
  requests: string[];
  close: () => Promise<void>;
}

/** A CDN stand-in on its own origin: serves `root` with CORS for any page, as a remote's host must. */
export function startStaticServer(root: string): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    const found = file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile();
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!found) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
