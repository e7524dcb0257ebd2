/** The player's decisions in the page's console, when the platform settings ask for debug. */
export type Log = (message: string, ...details: unknown[]) => void;

export const logger = (playerId: number, debug: boolean): Log =>
  debug
    ? // eslint-disable-next-line no-console -- debug mode exists to write to the page's console
      (message, ...details) => console.info(`[pubdesk player ${playerId}] ${message}`, ...details)
    : () => undefined;
