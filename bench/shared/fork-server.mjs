/**
 * The benchmarks' server halves run in a child process (a `server.ts` under tsx), so the load
 * or upload the script generates does not count in the server's CPU or memory. They talk in
 * messages: the child sends `{type: 'ready', ...}` once listening and `{type: 'failed', message}`
 * when it cannot go on; the script asks with a message and waits for the answer's type.
 */
import { fork } from 'node:child_process';

/** Forks `file` under tsx; `ask(message, answer)` sends a message (none: just waits) and resolves with the answer of that type. */
export function forkServer(file) {
  const child = fork(file, [], { execArgv: ['--import', import.meta.resolve('tsx')], stdio: 'inherit' });
  const ask = (message, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m?.type === 'failed') reject(new Error(`the benchmark server failed:\n${m.message}`));
        else if (m?.type === answer) resolve(m);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the benchmark server exited early (code ${code})`)));
      if (message) child.send(message);
    });
  /** Sends 'stop' and waits for the child to exit. */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { ready: ask(null, 'ready'), ask, stop };
}
