import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { messages, type TicketDetail, type TicketMessage } from '@pubdesk/contract';
import { features } from '../src/features.js';
import { ticketMessages, tickets } from '../src/modules/tickets/index.js';
import { eachTestIn } from './harness.js';
import { openTicket, patchTicket, ticketIds, ticketsWorld } from './tickets-fixtures.js';
import { actor, multipart, PNG_1X1, sb, type Actor } from './helpers.js';
import { forbidden, notFound } from './expected.js';

/**
 * Support tickets (issue 30): who sees and answers which, notes kept from requesters, the status
 * rules, the mail each message sends, attachments checked by their bytes, the tile's counts.
 */
const { ctx, world: w } = eachTestIn(ticketsWorld);

const open = openTicket;
const reply = (who: Actor, id: number, body: object) => who.call('POST', `/api/tickets/${id}/messages/`, body);
const patch = patchTicket;
const ids = ticketIds;
const statusOf = async (id: number) => (await ctx.database.db.select({ s: tickets.status }).from(tickets).where(eq(tickets.id, id)))[0]!.s;

describe('opening a ticket', () => {
  it('opens with a number from the sequence, the first message, and mail to the account manager', async () => {
    const ticket = await open(w.pubA, { website: w.siteA.id, priority: 'high' });
    expect(ticket).toMatchObject({
      subject: 'Revenue missing for May',
      status: 'open',
      priority: 'high',
      category: 'payment',
      website: w.siteA.id,
      website_name: 'Alpha News',
      requester: { id: w.pubA.user.id },
      assignee: null,
      messages: [{ body: 'Where is **May**?', internal: false, by_staff: false, author: { id: w.pubA.user.id }, attachments: [] }],
    });
    expect(ticket.number).toBeGreaterThanOrEqual(10001);
    const second = await open(w.pubA);
    expect(second.number).toBe(ticket.number + 1);

    const mail = (await ctx.mail()).filter((m) => m.subject === `[#${ticket.number}] Revenue missing for May`);
    expect(mail.map((m) => m.to)).toEqual([w.manager.user.email]);
    expect(mail[0]!.text).toContain(`/tickets/${ticket.id}`);
    expect(mail[0]!.headers).toMatchObject({
      'In-Reply-To': expect.stringMatching(new RegExp(`^<ticket-${ticket.number}@`)),
      References: expect.stringMatching(/^<ticket-/),
      'Message-ID': expect.stringMatching(/^<ticket-.+>$/),
      'Auto-Submitted': 'auto-replied',
    });
  });

  it('without an account manager, the admins and organizations are told', async () => {
    const org = await actor(ctx, 'organization');
    const ticket = await open(w.pubB);
    const to = (await ctx.mail())
      .filter((m) => m.subject.startsWith(`[#${ticket.number}]`))
      .map((m) => m.to)
      .sort();
    expect(to).toEqual([w.admin.user.email, org.user.email].sort());
  });

  it("refuses another's website and bad input with field errors, writing nothing", async () => {
    for (const [body, errors] of [
      [{ subject: 'x', body: 'y', website: w.siteB.id }, { website: [messages.tickets.notYourWebsite] }],
      [{ subject: '  ', body: 'y' }, { subject: ['This field may not be blank.'] }],
      [{ subject: 'x' }, { body: expect.any(Array) }],
      [{ subject: 'x', body: 'y', priority: 'asap' }, { priority: ['Select a valid choice.'] }],
      [{ subject: 'x', body: 'y', category: 'gossip' }, { category: ['Select a valid choice.'] }],
      [{ subject: 'x'.repeat(201), body: 'y' }, { subject: ['Ensure this field has no more than 200 characters.'] }],
    ] as const) {
      expect(sb(await w.pubA.call('POST', '/api/tickets/', body))).toEqual({ status: 400, body: errors });
    }
    expect(await ctx.database.db.select().from(tickets)).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/tickets/', payload: { subject: 'x', body: 'y' } })).statusCode).toBe(401);
  });
});

describe('hourly bounds on what mails staff', () => {
  it('a requester opens at most 10 tickets and writes at most 60 messages an hour; staff are not bounded', async () => {
    const first = await open(w.pubA);
    // Nine more tickets, and messages up to the bound, written straight to the tables (each through the API would mail).
    await ctx.database.db.insert(tickets).values(Array.from({ length: 9 }, () => ({ subject: 's', requesterId: w.pubA.user.id })));
    const refused = await w.pubA.call('POST', '/api/tickets/', { subject: 'x', body: 'y' });
    expect(sb(refused)).toEqual({ status: 429, body: { detail: messages.api.ticketsThrottled.replace('{max}', '10') } });
    expect(refused.headers['retry-after']).toBe('600');
    await ctx.database.db
      .insert(ticketMessages)
      .values(Array.from({ length: 59 }, () => ({ ticketId: first.id, authorId: w.pubA.user.id, body: 'm' })));
    expect(sb(await reply(w.pubA, first.id, { body: 'one more' }))).toEqual({
      status: 429,
      body: { detail: messages.api.repliesThrottled.replace('{max}', '60') },
    });
    // An hour later the bounds are free again.
    await ctx.database.db.update(ticketMessages).set({ createdAt: new Date(Date.now() - 3_700_000) });
    await ctx.database.db.update(tickets).set({ createdAt: new Date(Date.now() - 3_700_000) });
    expect((await reply(w.pubA, first.id, { body: 'later' })).statusCode).toBe(201);
    expect((await w.pubA.call('POST', '/api/tickets/', { subject: 'x', body: 'y' })).statusCode).toBe(201);
    // Staff answer as much as they need.
    await ctx.database.db
      .insert(ticketMessages)
      .values(Array.from({ length: 60 }, () => ({ ticketId: first.id, authorId: w.manager.user.id, body: 'm' })));
    expect((await reply(w.manager, first.id, { body: 'answer' })).statusCode).toBe(201);
  });
});

describe('who sees which ticket', () => {
  it('requesters see their own, a network its publishers, staff by permission and scope', async () => {
    const a = await open(w.pubA);
    const b = await open(w.pubB);
    const staffs = await open(w.developer, { subject: 'Our own question' });
    expect(await ids(w.pubA)).toEqual([a.id]);
    expect(await ids(w.pubB)).toEqual([b.id]);
    expect(await ids(w.netA)).toEqual([a.id]);
    // pubB runs netB's website: netB's publisher.
    expect(await ids(w.netB)).toEqual([b.id]);
    expect((await ids(w.admin)).sort()).toEqual([a.id, b.id, staffs.id].sort());
    expect((await ids(w.developer)).sort()).toEqual([a.id, b.id, staffs.id].sort());
    // An account manager: the users they look after; an ad operation: nothing until assigned a ticket.
    expect(await ids(w.manager)).toEqual([a.id]);
    expect(await ids(w.operator)).toEqual([]);
    expect(sb(await w.operator.call('GET', `/api/tickets/${b.id}/`))).toEqual({ status: 404, body: notFound });
    await patch(w.admin, b.id, { assignee: w.operator.user.id });
    expect(await ids(w.operator)).toEqual([b.id]);
    for (const [who, id] of [
      [w.pubB, a.id],
      [w.netB, a.id],
      [w.netA, b.id],
      [w.pubA, b.id],
      [w.manager, b.id],
    ] as const) {
      expect(sb(await who.call('GET', `/api/tickets/${id}/`))).toEqual({ status: 404, body: notFound });
      expect(sb(await reply(who, id, { body: 'hi' }))).toEqual({ status: 404, body: notFound });
    }
    // The network reads its publisher's ticket but does not answer it.
    expect(sb(await w.netA.call('GET', `/api/tickets/${a.id}/`))).toMatchObject({ status: 200 });
    expect(sb(await reply(w.netA, a.id, { body: 'hi' }))).toEqual({ status: 403, body: forbidden });
  });

  it('filters by status, assignee, requester, website, category and search by subject or number', async () => {
    const a = await open(w.pubA, { subject: 'Ads.txt error on Alpha', category: 'ads_txt', website: w.siteA.id });
    const b = await open(w.pubA, { subject: 'Invoice question' });
    await patch(w.admin, b.id, { status: 'on_hold', assignee: w.manager.user.id });
    expect(await ids(w.admin, '?status=on_hold')).toEqual([b.id]);
    expect(await ids(w.admin, `?assignee=${w.manager.user.id}`)).toEqual([b.id]);
    expect(await ids(w.admin, '?assignee=none')).toEqual([a.id]);
    expect(await ids(w.admin, `?website=${w.siteA.id}`)).toEqual([a.id]);
    expect(await ids(w.admin, '?category=ads_txt')).toEqual([a.id]);
    expect(await ids(w.admin, `?requester=${w.pubA.user.id}`)).toEqual([b.id, a.id]);
    expect(await ids(w.admin, '?search=ADS.TXT')).toEqual([a.id]);
    expect(await ids(w.admin, `?search=%23${b.number}`)).toEqual([b.id]);
    expect(await ids(w.admin, '?search=100%25_')).toEqual([]);
    for (const query of ['?status=bogus', '?assignee=someone', '?category=x', '?website=0']) {
      expect({ query, status: (await w.admin.call('GET', `/api/tickets/${query}`)).statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('replies, notes and statuses', () => {
  it('keeps internal notes from the requester and the network, in the API and in mail', async () => {
    const t = await open(w.pubA);
    const before = (await ctx.mail()).length;
    const note = await reply(w.manager, t.id, { body: 'Publisher is on a payment hold', internal: true });
    expect(sb(note)).toMatchObject({ status: 201, body: { internal: true, by_staff: true } });
    expect((await ctx.mail()).length).toBe(before);
    const answer = await reply(w.manager, t.id, { body: 'We are looking into it.' });
    expect(sb(answer)).toMatchObject({ status: 201, body: { internal: false } });
    const sent = (await ctx.mail()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([w.pubA.user.email]);
    expect(sent[0]!.text).toContain(`/portal/support/${t.id}`);
    expect(sent[0]!.text).not.toContain('payment hold');

    for (const who of [w.pubA, w.netA]) {
      const seen = (await who.call('GET', `/api/tickets/${t.id}/`)).json<TicketDetail>();
      expect(seen.messages.map((m) => m.body)).toEqual(['Where is **May**?', 'We are looking into it.']);
    }
    const staff = (await w.admin.call('GET', `/api/tickets/${t.id}/`)).json<TicketDetail>();
    expect(staff.messages.map((m) => [m.body, m.internal])).toEqual([
      ['Where is **May**?', false],
      ['Publisher is on a payment hold', true],
      ['We are looking into it.', false],
    ]);
    // A requester cannot write a note; staff who only read the queue cannot answer.
    expect(sb(await reply(w.pubA, t.id, { body: 'x', internal: true }))).toEqual({
      status: 400,
      body: { internal: [messages.tickets.notesAreStaffs] },
    });
  });

  it("a requester's reply reopens a pending or solved ticket; requesters only close and reopen", async () => {
    const t = await open(w.pubA);
    for (const status of ['pending', 'solved'] as const) {
      expect(sb(await patch(w.manager, t.id, { status }))).toMatchObject({ status: 200, body: { status } });
      expect((await reply(w.pubA, t.id, { body: 'Still broken' })).statusCode).toBe(201);
      expect(await statusOf(t.id)).toBe('open');
    }
    await patch(w.manager, t.id, { status: 'on_hold' });
    await reply(w.pubA, t.id, { body: 'Any news?' });
    expect(await statusOf(t.id)).toBe('on_hold');
    // Staff replying changes nothing.
    await patch(w.manager, t.id, { status: 'pending' });
    await reply(w.manager, t.id, { body: 'Waiting on you' });
    expect(await statusOf(t.id)).toBe('pending');

    expect(sb(await patch(w.pubA, t.id, { status: 'closed' }))).toMatchObject({ status: 200, body: { status: 'closed' } });
    expect(sb(await patch(w.pubA, t.id, { status: 'open' }))).toMatchObject({ status: 200, body: { status: 'open' } });
    for (const body of [{ status: 'solved' }, { priority: 'urgent' }, { assignee: w.manager.user.id }]) {
      expect(sb(await patch(w.pubA, t.id, body))).toEqual({ status: 403, body: { detail: messages.tickets.requesterStatus } });
    }
    expect(sb(await patch(w.netA, t.id, { status: 'closed' }))).toEqual({ status: 403, body: forbidden });
    expect(await statusOf(t.id)).toBe('open');
  });

  it('staff assign staff only, and bad values are field errors', async () => {
    const t = await open(w.pubA);
    expect(sb(await patch(w.admin, t.id, { assignee: w.pubB.user.id }))).toEqual({
      status: 400,
      body: { assignee: [messages.tickets.notStaffAssignee] },
    });
    expect(sb(await patch(w.admin, t.id, { assignee: 999999 }))).toEqual({
      status: 400,
      body: { assignee: [messages.tickets.notStaffAssignee] },
    });
    expect(sb(await patch(w.admin, t.id, { assignee: w.operator.user.id, priority: 'urgent' }))).toMatchObject({
      status: 200,
      body: { assignee: { id: w.operator.user.id }, priority: 'urgent' },
    });
    expect(sb(await patch(w.admin, t.id, { assignee: null }))).toMatchObject({ status: 200, body: { assignee: null } });
    expect(sb(await patch(w.admin, t.id, { status: 'done' }))).toEqual({ status: 400, body: { status: ['Select a valid choice.'] } });
    expect(sb(await reply(w.admin, t.id, { body: '' }))).toEqual({ status: 400, body: { body: ['This field may not be blank.'] } });
  });

  it('counts the tickets each caller may see on the dashboard tile', async () => {
    const a = await open(w.pubA);
    const b = await open(w.pubB);
    await open(w.pubB);
    await patch(w.admin, a.id, { status: 'on_hold' });
    await patch(w.admin, b.id, { status: 'solved' });
    const tile = async (who: Actor) => (await who.call('GET', '/api/auth/status/')).json<{ tickets: unknown }>().tickets;
    expect(await tile(w.admin)).toEqual({ total: 3, open: 1, on_hold: 1, closed: 1 });
    expect(await tile(w.manager)).toEqual({ total: 1, open: 0, on_hold: 1, closed: 0 });
  });

  it('closes tickets solved more than 7 days ago, each hour', async () => {
    const old = await open(w.pubA);
    const recent = await open(w.pubA);
    await patch(w.admin, old.id, { status: 'solved' });
    await patch(w.admin, recent.id, { status: 'solved' });
    await ctx.database.db
      .update(tickets)
      .set({ solvedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(tickets.id, old.id));
    const [job] = features.find((f) => f.name === 'tickets')!.jobs!({
      db: ctx.database.db,
      config: ctx.config,
      log: pino({ level: 'silent' }),
    });
    await job!.handler({}, { id: 'x', name: job!.name, attempt: 1, lastAttempt: true });
    expect([await statusOf(old.id), await statusOf(recent.id)]).toEqual(['closed', 'solved']);
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const send = (
    who: Actor,
    url: string,
    files: Array<{ data: Buffer; filename: string; contentType?: string }>,
    fields: Record<string, string>,
  ) => {
    const form = multipart(
      files.map((f) => ({ field: 'files', ...f })),
      fields,
    );
    return ctx.app.inject({ method: 'POST', url, headers: { authorization: who.authorization, ...form.headers }, payload: form.payload });
  };
  const stored = () => {
    try {
      return readdirSync(path.join(ctx.config.uploadDir, 'private', 'tickets'));
    } catch {
      return [];
    }
  };

  it('keeps files recognised by their bytes and serves them as attachments to those who may read them', async () => {
    const res = await send(
      w.pubA,
      '/api/tickets/',
      [
        { data: PNG_1X1, filename: 'screen shot.png', contentType: 'image/png' },
        { data: Buffer.from('date,revenue\n2026-05-01,10.00\n'), filename: 'may.csv' },
        { data: PDF, filename: 'C:\\temp\\ünïcode invoice.pdf' },
      ],
      { subject: 'See attached', body: 'Files' },
    );
    expect(res.statusCode).toBe(201);
    const t = res.json<TicketDetail>();
    const files = t.messages[0]!.attachments;
    expect(files.map((f) => [f.name, f.content_type, f.size])).toEqual([
      ['screen shot.png', 'image/png', PNG_1X1.length],
      ['may.csv', 'text/csv; charset=utf-8', 30],
      ['ünïcode invoice.pdf', 'application/pdf', PDF.length],
    ]);
    const file = await w.netA.call('GET', files[2]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="_n_code invoice.pdf"; filename*=UTF-8''%C3%BCn%C3%AFcode%20invoice.pdf`,
      'x-content-type-options': 'nosniff',
    });
    expect(sb(await w.pubB.call('GET', files[0]!.url))).toEqual({ status: 404, body: notFound });
    expect((await ctx.app.inject({ url: files[0]!.url })).statusCode).toBe(401);
    // Never public under /media/.
    expect(stored()).toHaveLength(3);

    // A note's files are staff's.
    const note = await send(w.manager, `/api/tickets/${t.id}/messages/`, [{ data: PDF, filename: 'internal.pdf' }], {
      body: 'notes',
      internal: 'true',
    });
    const noteFile = note.json<TicketMessage>().attachments[0]!;
    expect((await w.admin.call('GET', noteFile.url)).statusCode).toBe(200);
    expect(sb(await w.pubA.call('GET', noteFile.url))).toEqual({ status: 404, body: notFound });
  });

  it('a ticket written with its files is answered, files kept, when its mail cannot be queued (a retry would open it twice)', async () => {
    const failing = vi.spyOn(ctx.app.deps.mailer, 'send').mockRejectedValue(new Error('the outbox is down'));
    const res = await send(w.pubA, '/api/tickets/', [{ data: PDF, filename: 'invoice.pdf' }], { subject: 'Attached', body: 'File' });
    failing.mockRestore();
    expect(res.statusCode).toBe(201);
    const [ticket] = await ctx.database.db.select().from(tickets).where(eq(tickets.subject, 'Attached'));
    const detail = (await w.pubA.call('GET', `/api/tickets/${ticket!.id}/`)).json<TicketDetail>();
    const file = await w.pubA.call('GET', detail.messages[0]!.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(stored()).toHaveLength(1);
  });

  it('refuses a disguised, empty, unknown or sixth file, and keeps nothing of the message', async () => {
    const url = '/api/tickets/';
    const fields = { subject: 'Files', body: 'x' };
    const script = Buffer.from('<script>alert(1)</script>');
    for (const [files, error] of [
      [[{ data: script, filename: 'cat.png' }], { files: [expect.stringContaining('"cat.png" is not a file that can be attached')] }],
      [[{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'logo.svg' }], { files: [expect.any(String)] }],
      [[{ data: Buffer.from('MZ\x90\x00binary'), filename: 'notes.txt' }], { files: [expect.any(String)] }],
      [[{ data: Buffer.from('PK\x03\x04zip'), filename: 'book.xlsx' }], { files: [expect.any(String)] }],
      [[{ data: Buffer.alloc(0), filename: 'empty.txt' }], { files: [messages.api.noFile] }],
      [Array.from({ length: 6 }, (_, i) => ({ data: PNG_1X1, filename: `${i}.png` })), { files: [format6()] }],
    ] as const) {
      expect(sb(await send(w.pubA, url, [...files], fields))).toEqual({ status: 400, body: error });
    }
    expect(sb(await send(w.pubA, url, [{ data: PNG_1X1, filename: 'ok.png' }], { subject: '', body: 'x' }))).toEqual({
      status: 400,
      body: { subject: ['This field may not be blank.'] },
    });
    expect(stored()).toEqual([]);
    expect(await ctx.database.db.select().from(tickets)).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]);
    expect(sb(await send(w.pubA, '/api/tickets/', [{ data: big, filename: 'big.png' }], { subject: 'Big', body: 'x' }))).toEqual({
      status: 400,
      body: { files: ['The file is larger than 10 MB.'] },
    });
    expect(stored()).toEqual([]);
  });
});

function format6() {
  return messages.tickets.tooManyFiles.replace('{max}', '5');
}
