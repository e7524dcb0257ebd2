import { ConfigError, loadConfig, type Config } from './config/env.js';

/**
 * The start-up and shutdown both processes share (the server, server.ts, and the worker alone,
 * worker.ts).
 */

/** The configuration, or the exit with every bad variable named when it is wrong. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** On SIGTERM or SIGINT, once: say so, let `close` finish what is running, and exit. */
export function stopOnSignals(log: { info: (fields: object, message: string) => void }, message: string, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, message);
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Runs a process's main(); a failure to start is printed and exits 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
