import type { App } from '../src/app-types.js';

/**
 * Counts the requests the app's raw responders answer before Fastify (lib/raw-routes.ts), so a
 * test can tell an answer from memory from the route's: call the returned function for the count.
 */
export function countEarlyAnswers(app: App): () => number {
  const raw = app.deps.rawRoutes;
  const handle = raw.handle.bind(raw);
  let early = 0;
  raw.handle = (req, res) => {
    const answered = handle(req, res);
    if (answered) early++;
    return answered;
  };
  return () => early;
}

/** An answer over the network: its status, its headers but those of the connection, its bytes. */
export async function fetchAnswer(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = Object.fromEntries(res.headers);
  return { status: res.status, headers: kept, body: Buffer.from(await res.arrayBuffer()) };
}
