import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the website answers for /ads.txt: a status and a body, as a publisher's server would. */
export interface AdsTxtAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow site). */
  delayMs?: number;
}

/**
 * A publisher's website as the ads.txt check meets it (IAB ads.txt 1.1): `/ads.txt` at the
 * root, answered by status and body the test sets; every other path is 404. It records the paths
 * asked for, so a test can say the check did (or did not) reach the site.
 */
export async function startWebsite(): Promise<{
  origin: string;
  hits: string[];
  answer(next: AdsTxtAnswer): void;
  close(): Promise<void>;
}> {
  let current: AdsTxtAnswer = { status: 404 };
  const hits: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url !== '/ads.txt') return void res.writeHead(404).end('not found');
    const { status, body = '', headers, delayMs = 0 } = current;
    setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    answer: (next) => void (current = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
