import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers a request from memory before Fastify sees it, or declines (false) and Fastify serves
 * it as usual. For the hottest public reads only (the player config a page fetches on every
 * view): what is answered here skips routing, hooks, logging and the audit, so a responder must
 * send exactly what its route would, and decline anything it is not sure of.
 */
export type RawResponder = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface RawRoutes {
  add(responder: RawResponder): void;
  /** True when a responder answered. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createRawRoutes(): RawRoutes {
  const responders: RawResponder[] = [];
  return {
    add: (responder) => void responders.push(responder),
    handle(req, res) {
      for (const responder of responders) if (responder(req, res)) return true;
      return false;
    },
  };
}
