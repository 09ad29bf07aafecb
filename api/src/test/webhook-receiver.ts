import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local endpoint that records what it gets and answers the queued statuses (200 once the queue is empty). */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let failing = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(failing ? 500 : (statuses.shift() ?? 200)).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The next answers, in order. */
    answer: (...next: number[]) => statuses.push(...next),
    /** Answers 500 to everything until called with false. */
    failAll: (on: boolean) => {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
