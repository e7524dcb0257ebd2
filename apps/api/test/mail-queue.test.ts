import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../src/lib/jobs/index.js';
import { createMailer, deliverMail, mailJobs } from '../src/modules/mail/index.js';
import { outbox } from '../src/modules/mail/mail.table.js';
import { createTestContext, type TestContext } from './harness.js';
import { keyFromMail } from './helpers.js';
import { captureLog, ERROR, jobsNamed, waitFor } from './jobs-fixtures.js';

/**
 * Just enough of an SMTP server for nodemailer: it keeps each message it is given and answers
 * the end of DATA only once `release()` is called (until then the message is being delivered).
 */
function fakeSmtp() {
  const received: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const serve = (socket: Socket) => {
    let buffer = '';
    let data: string[] | null = null;
    let chain = Promise.resolve();
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const onLine = async (line: string) => {
      if (data) {
        if (line !== '.') return void data.push(line);
        received.push(data.join('\n'));
        data = null;
        await held;
        return void reply('250 2.0.0 queued');
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'DATA') {
        data = [];
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else reply(verb === 'EHLO' || verb === 'HELO' ? '250 fake.test' : '250 OK');
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) chain = chain.then(() => onLine(line));
    });
    socket.on('error', () => undefined);
    reply('220 fake.test ESMTP');
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket);
  });
  return {
    received,
    release: () => release(),
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const smtp = fakeSmtp();
let ctx: TestContext;
beforeAll(async () => {
  const port = await smtp.listen();
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: { runWorker: true, pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  smtp.release();
  await ctx.close();
  await smtp.close();
});

describe('mail on the job queue', () => {
  it('keeps the message in the outbox at once, and the mail.deliver job sends it', async () => {
    const user = await ctx.createUser({ email: 'queued.reset@example.test' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    // The request is answered while the SMTP server still holds the message: the row is queued,
    // and its reset link can already be read from the outbox.
    const [row] = await ctx.mail();
    expect(row).toMatchObject({ to: 'queued.reset@example.test', subject: 'Reset your Pubdesk password', status: 'queued', error: null });
    expect(keyFromMail(row!.text, 'reset')).toMatch(/^[A-Za-z0-9_-]+$/);
    const admin = await ctx.authAs('admin');
    const listed = await ctx.app.inject({ url: '/api/outbox/', headers: { authorization: admin.authorization } });
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: row!.id, status: 'queued' }] });

    smtp.release();
    await waitFor('the row to be sent', async () => (await ctx.mail())[0]?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Reset your Pubdesk password');
    expect(smtp.received[0]).toContain('To: queued.reset@example.test');
    const [job] = await jobsNamed(ctx.app.deps.jobs, deliverMail.name);
    expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
  });
});

describe('mail without SMTP', () => {
  it('is written to the log with its link hidden, and kept whole in the outbox for its addressee', async () => {
    await ctx.reset();
    const { log, entries } = captureLog();
    const mailer = createMailer({ db: ctx.database.db, log, jobs: ctx.app.deps.jobs, smtp: false });
    const link = 'https://console.example.test/reset/abc123';
    await mailer.send({ to: 'x@example.test', subject: 'Reset', text: `Follow ${link} to choose a password.`, secret: link });
    const logged = entries.find((e) => e.msg.startsWith('mail (no SMTP_URL'));
    expect(JSON.stringify(logged)).not.toContain('abc123');
    const [kept] = await ctx.database.db.select().from(outbox);
    expect([kept!.status, kept!.text]).toEqual(['logged', `Follow ${link} to choose a password.`]);
  });
});

describe('a message that cannot be kept', () => {
  it('does not fail the change it tells of (committed already): it is logged as an error, its link hidden', async () => {
    const { log, entries } = captureLog();
    const refusing = new Proxy({} as typeof ctx.database.db, {
      get: () => () => {
        throw new Error('the database refused the row');
      },
    });
    const mailer = createMailer({ db: refusing, log, jobs: ctx.app.deps.jobs, smtp: true });
    const link = 'https://console.example.test/verify/xyz789';
    await expect(mailer.send({ to: 'x@example.test', subject: 'Verify', text: `Open ${link}`, secret: link })).resolves.toBeUndefined();
    const failed = entries.find((e) => e.msg === 'mail not kept');
    expect(failed?.level).toBe(ERROR);
    expect(JSON.stringify(failed)).not.toContain('xyz789');
  });
});

describe('a failing SMTP server', () => {
  let queue: JobQueue | null = null;
  afterAll(() => queue?.stop());

  it('is retried with backoff; the request does not fail, and the row ends failed after the last retry', async () => {
    // The app's own worker would take the job to the fake server: this test's queue runs it.
    await ctx.app.deps.jobs.stop();
    await ctx.reset();
    const { log, entries } = captureLog();
    // Port 9 on localhost: nothing listens, the connection is refused at once. The mail job as
    // the product defines it, with shorter waits between its attempts.
    const [deliver] = mailJobs({
      db: ctx.database.db,
      config: { SMTP_URL: 'smtp://127.0.0.1:9', SMTP_FROM: 'Pubdesk <no-reply@test>' },
      log,
    });
    queue = createJobQueue({
      database: ctx.database,
      log,
      jobs: [{ ...deliver!, retryLimit: 2, retryDelaySeconds: 1 }],
      runWorker: true,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    const mailer = createMailer({ db: ctx.database.db, log, jobs: queue, smtp: true });

    await expect(mailer.send({ to: 'x@example.test', subject: 'Hello', text: 'hi' })).resolves.toBeUndefined();
    const [queued] = await ctx.database.db.select().from(outbox);
    expect(queued).toMatchObject({ to: 'x@example.test', subject: 'Hello', status: 'queued' });

    await waitFor('the last attempt to fail', async () => (await ctx.mail())[0]?.status === 'failed', 20_000);
    const [row] = await ctx.mail();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    const [job] = await jobsNamed(queue, deliverMail.name);
    expect(job).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(entries.filter((e) => e.level === ERROR && e.msg === 'mail delivery failed')).toHaveLength(1);
    expect(entries.filter((e) => e.msg === 'job failed: it will be retried')).toHaveLength(2);
  }, 30_000);
});
