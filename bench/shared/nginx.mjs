/**
 * nginx as a benchmark's baseline: Debian's binary (`apt-get install -y nginx-light`), one
 * worker, in the foreground, on a free port of 127.0.0.1, with a configuration the benchmark
 * writes into its own folder. Without nginx installed, `NGINX` is undefined and the benchmark
 * skips its lines.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts nginx with `locations` (the body of its one `server` block, after `listen`) and waits
 * until `probe` (a path) answers 200. `dir` holds its configuration, pid and error log; files it
 * serves must be readable by its worker (another user when started by root).
 */
export async function startNginx({ dir, locations, probe }) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
${locations}
  }
}
`,
  );
  const proc = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${base}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop: () => proc.kill('SIGQUIT') };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error('nginx did not start');
}
