import { describe, expect, it } from 'vitest';
import type { List } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { sb } from './helpers.js';

const { ctx } = eachTestIn();

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  created_at: string;
}

const list = (query: string, authorization: string) => ctx.app.inject({ url: `/api/outbox/${query}`, headers: { authorization } });

/** Three messages through the real mailer (no SMTP: logged and kept). */
async function sendSome() {
  const mailer = ctx.app.deps.mailer;
  await mailer.send({ to: 'ann@example.test', subject: 'First', text: 'one' });
  await mailer.send({ to: 'bob@example.test', subject: 'Second', text: 'two', html: '<p>two</p>' });
  await mailer.send({ to: 'ann@example.test', subject: 'Third', text: 'three' });
}

describe('GET /api/outbox/', () => {
  it('lists sent mail newest first, in the DRF envelope', async () => {
    const admin = await ctx.authAs('admin');
    await sendSome();
    const res = await list('', admin.authorization);
    expect(res.statusCode).toBe(200);
    const page = res.json<List<OutboxItem>>();
    expect(page.count).toBe(3);
    expect(page.next).toBeNull();
    expect(page.results.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    expect(page.results[1]).toEqual({
      id: 2,
      to: 'bob@example.test',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      status: 'logged',
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('filters by recipient (case-insensitively typed) and pages', async () => {
    const admin = await ctx.authAs('admin');
    await sendSome();
    const ann = (await list('?to=ANN@example.test', admin.authorization)).json<List<OutboxItem>>();
    expect(ann.count).toBe(2);
    expect(ann.results.map((m) => m.subject)).toEqual(['Third', 'First']);
    const paged = (await list('?limit=1&offset=1', admin.authorization)).json<List<OutboxItem>>();
    expect(paged.results.map((m) => m.subject)).toEqual(['Second']);
    expect(new URL(paged.next!).searchParams.get('offset')).toBe('2');
    expect(sb(await list('?to=not-an-email', admin.authorization))).toEqual({
      status: 400,
      body: { to: ['Enter a valid email address.'] },
    });
  });

  it('holds the mail the auth flows send', async () => {
    const admin = await ctx.authAs('admin');
    const user = await ctx.createUser({ email: 'reset.me@example.test' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email: user.email } });
    const page = (await list('?to=reset.me@example.test', admin.authorization)).json<List<OutboxItem>>();
    expect(page.count).toBe(1);
    expect(page.results[0]!.subject).toBe('Reset your Pubdesk password');
    expect(page.results[0]!.text).toMatch(/\/reset\/[A-Za-z0-9_-]+/);
  });

  it("hides a reset or verification link from a developer reading someone else's mail: shown to an admin and to its addressee", async () => {
    const admin = await ctx.authAs('admin');
    const developer = await ctx.authAs('developer');
    for (const email of [admin.user.email, developer.user.email]) {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email } });
    }
    const link = /\/reset\/[A-Za-z0-9_-]+/;
    const read = async (reader: string, to: string) => (await list(`?to=${to}`, reader)).json<List<OutboxItem>>().results[0]!.text;

    const adminsAsDeveloper = await read(developer.authorization, admin.user.email);
    expect(adminsAsDeveloper).not.toMatch(link);
    expect(adminsAsDeveloper).toMatch(/^Hello .*\[link hidden: only its addressee and admins see it\]/s);
    expect(await read(developer.authorization, developer.user.email)).toMatch(link);
    expect(await read(admin.authorization, developer.user.email)).toMatch(link);
    expect(await read(admin.authorization, admin.user.email)).toMatch(link);
  });

  it('is for admins and developers only: organization, staff and publishers get 403, anonymous 401', async () => {
    await sendSome();
    const developer = await ctx.authAs('developer');
    expect((await list('', developer.authorization)).json()).toMatchObject({ count: 3 });
    for (const role of ['organization', 'account_manager', 'publisher'] as const) {
      const who = await ctx.authAs(role);
      expect({ role, ...sb(await list('', who.authorization)) }).toEqual({
        role,
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
    expect((await ctx.app.inject({ url: '/api/outbox/' })).statusCode).toBe(401);
  });
});
