/** `/profiles/{id}/` (fields and the avatar upload) and `/bankaccounts/{id}/`: your own, or others' with the permission and in scope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../src/modules/users/users.table.js';
import { createTestContext, eachTestIn, type TestContext } from './harness.js';
import { assignStaff, PNG_1X1, SVG_LOGO, TEXT_FILE, sb } from './helpers.js';
import { uploadAvatar } from './users-fixtures.js';
import { notFound } from './expected.js';

const { ctx } = eachTestIn();

const get = (url: string, authorization?: string) => ctx.app.inject({ url, ...(authorization ? { headers: { authorization } } : {}) });

describe('/api/profiles/:id/', () => {
  const patch = (id: number, authorization: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/profiles/${id}/`, headers: { authorization }, payload });

  it('GET: own profile; another is 404 for a publisher, 200 for read-only staff', async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser({ role: 'network' });
    const res = await get(`/api/profiles/${me.user.id}/`, me.authorization);
    expect(sb(res)).toEqual({
      status: 200,
      body: {
        id: me.user.id,
        user: me.user.id,
        user_role: 'publisher',
        groups: [],
        image: null,
        phone_number: '',
        address: '',
        city: '',
        state: '',
        country: '',
        is_verified: false,
        additional: {},
        created_at: expect.any(String),
      },
    });
    expect(sb(await get(`/api/profiles/${other.id}/`, me.authorization))).toEqual({ status: 404, body: notFound });
    const manager = await ctx.authAs('account_manager');
    expect((await get(`/api/profiles/${other.id}/`, manager.authorization)).statusCode).toBe(404);
    await assignStaff(ctx, manager.user, { network: other.id });
    expect((await get(`/api/profiles/${other.id}/`, manager.authorization)).json()).toMatchObject({ id: other.id, user_role: 'network' });
  });

  it('an empty PATCH changes nothing and answers the profile', async () => {
    const me = await ctx.authAs('publisher');
    const res = await patch(me.user.id, me.authorization, {});
    expect(sb(res)).toMatchObject({ status: 200, body: { id: me.user.id, user_role: 'publisher', phone_number: '' } });
  });

  it('PATCH JSON updates names and profile fields', async () => {
    const me = await ctx.authAs('publisher');
    const res = await patch(me.user.id, me.authorization, {
      first_name: ' Petra ',
      last_name: 'Parker',
      phone_number: '+1 (555) 010-0200',
      city: 'Lisbon',
      country: 'Portugal',
      additional: { company_name: 'Parker Press' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      phone_number: '+1 (555) 010-0200',
      city: 'Lisbon',
      country: 'Portugal',
      address: '',
      additional: { company_name: 'Parker Press' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: 'Petra', lastName: 'Parker' });
  });

  it('PATCH refuses a bad phone number and a blank name, changing nothing', async () => {
    const me = await ctx.authAs('publisher');
    expect(sb(await patch(me.user.id, me.authorization, { phone_number: 'call me maybe', city: 'Oslo' }))).toEqual({
      status: 400,
      body: { phone_number: ['Enter a valid phone number.'] },
    });
    expect(sb(await patch(me.user.id, me.authorization, { first_name: '  ' }))).toEqual({
      status: 400,
      body: { first_name: ['This field may not be blank.'] },
    });
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, me.user.id));
    expect(profile!.city).toBe('');
  });

  it("PATCH another user's profile: 404 for a publisher and for read-only staff, 200 for an admin", async () => {
    const me = await ctx.authAs('publisher');
    const manager = await ctx.authAs('account_manager');
    const other = await ctx.createUser();
    expect(sb(await patch(other.id, me.authorization, { city: 'X' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await patch(other.id, manager.authorization, { city: 'X' }))).toEqual({ status: 404, body: notFound });
    const admin = await ctx.authAs('admin');
    expect((await patch(other.id, admin.authorization, { city: 'Rome' })).json()).toMatchObject({ city: 'Rome' });
    expect(sb(await patch(4242, admin.authorization, { city: 'Nowhere' }))).toEqual({ status: 404, body: notFound });
  });

  it('multipart image upload stores an avatar served from /media/avatars/, and replaces the old file', async () => {
    const me = await ctx.authAs('publisher');
    const res = await uploadAvatar(ctx, me.user.id, me.authorization, [
      { field: 'image', data: PNG_1X1, filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const first = res.json<{ image: string }>().image;
    expect(first).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // The token's user and the user list show the new image.
    const admin = await ctx.authAs('admin');
    expect((await get(`/api/users/${me.user.id}/`, admin.authorization)).json()).toMatchObject({ profile_image: first });

    const again = await uploadAvatar(ctx, me.user.id, me.authorization, [{ field: 'image', data: PNG_1X1 }]);
    const second = again.json<{ image: string }>().image;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('refuses a file that is not a raster image, whatever its declared type', async () => {
    const me = await ctx.authAs('publisher');
    for (const data of [TEXT_FILE, SVG_LOGO]) {
      const res = await uploadAvatar(ctx, me.user.id, me.authorization, [
        { field: 'image', data, filename: 'x.png', contentType: 'image/png' },
      ]);
      expect(sb(res)).toEqual({ status: 400, body: { image: ['Upload a valid image: png, jpeg, gif, webp.'] } });
    }
    const wrongField = await uploadAvatar(ctx, me.user.id, me.authorization, [{ field: 'avatar', data: PNG_1X1 }]);
    expect(sb(wrongField)).toEqual({ status: 400, body: { image: ['No file was submitted.'] } });
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, me.user.id));
    expect(profile!.image).toBeNull();
  });

  it("uploading to another user's profile is 404 for a publisher", async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser();
    expect(sb(await uploadAvatar(ctx, other.id, me.authorization, [{ field: 'image', data: PNG_1X1 }]))).toEqual({
      status: 404,
      body: notFound,
    });
  });

  describe('with a tiny upload limit (UPLOAD_MAX_MB=0.001)', () => {
    let small: TestContext;
    beforeAll(async () => {
      small = await createTestContext({ UPLOAD_MAX_MB: '0.001' });
    });
    afterAll(() => small.close());

    it('refuses a file over the limit and stores nothing', async () => {
      const user = await small.createUser();
      const authorization = `Bearer ${await small.tokenFor(user)}`;
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(4096, 0)]);
      const res = await uploadAvatar(small, user.id, authorization, [{ field: 'image', data: big, contentType: 'image/png' }]);
      expect([400, 413]).toContain(res.statusCode);
      const body = res.json<Record<string, unknown>>();
      if (res.statusCode === 400) expect(body).toEqual({ image: ['The file is larger than 0 MB.'] });
      else expect(body).toEqual({ detail: 'Request entity too large.' });
      const [profile] = await small.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.image).toBeNull();

      // A file under the limit still goes through.
      const ok = await uploadAvatar(small, user.id, authorization, [{ field: 'image', data: PNG_1X1 }]);
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('/api/bankaccounts/:id/', () => {
  const account = {
    bank_name: 'First Bank',
    bank_address: '1 Money St',
    account_name: 'Pat Publisher',
    account_number: 'DE89 3704 0044',
    swift_code: 'deutdeff500',
  };
  const send = (method: 'PUT' | 'PATCH', id: number, authorization: string, payload: object) =>
    ctx.app.inject({ method, url: `/api/bankaccounts/${id}/`, headers: { authorization }, payload });

  it('GET returns the empty account of a new user', async () => {
    const me = await ctx.authAs('publisher');
    expect(sb(await get(`/api/bankaccounts/${me.user.id}/`, me.authorization))).toEqual({
      status: 200,
      body: { id: me.user.id, user: me.user.id, bank_name: '', bank_address: '', account_name: '', account_number: '', swift_code: '' },
    });
  });

  it('PUT saves the whole account (SWIFT upper-cased) and GET reads it back', async () => {
    const me = await ctx.authAs('publisher');
    const res = await send('PUT', me.user.id, me.authorization, account);
    const expected = { id: me.user.id, user: me.user.id, ...account, swift_code: 'DEUTDEFF500' };
    expect(sb(res)).toEqual({ status: 200, body: expected });
    expect((await get(`/api/bankaccounts/${me.user.id}`, me.authorization)).json()).toEqual(expected);
  });

  it('PATCH changes only the given fields', async () => {
    const me = await ctx.authAs('publisher');
    await send('PUT', me.user.id, me.authorization, account);
    const res = await send('PATCH', me.user.id, me.authorization, { bank_name: 'Second Bank' });
    expect(res.json()).toMatchObject({ bank_name: 'Second Bank', account_name: 'Pat Publisher', swift_code: 'DEUTDEFF500' });
  });

  it('validates the SWIFT code and the account number; PUT needs every field', async () => {
    const me = await ctx.authAs('publisher');
    for (const swift_code of ['DEUT', 'DEUTDEFF5', '12UTDEFF', 'DEUTDEFF5000']) {
      const res = await send('PUT', me.user.id, me.authorization, { ...account, swift_code });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['swift_code']);
    }
    const bad = await send('PATCH', me.user.id, me.authorization, { swift_code: 'NOPE' });
    expect(sb(bad)).toEqual({ status: 400, body: { swift_code: ['Enter a valid SWIFT/BIC code.'] } });
    expect(sb(await send('PATCH', me.user.id, me.authorization, { account_number: '12#34' }))).toEqual({
      status: 400,
      body: { account_number: ['Enter a valid account number.'] },
    });
    const partialPut = await send('PUT', me.user.id, me.authorization, { bank_name: 'Only Name' });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json()).toMatchObject({ swift_code: ['This field is required.'] });
    // An empty SWIFT code is allowed (not every bank account has one).
    expect((await send('PATCH', me.user.id, me.authorization, { swift_code: '' })).statusCode).toBe(200);
    expect((await get(`/api/bankaccounts/${me.user.id}/`, me.authorization)).json()).toMatchObject({ bank_name: '', swift_code: '' });
  });

  it("another user's account: 404 for a publisher (read and write), readable and writable by an admin", async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser();
    expect(sb(await get(`/api/bankaccounts/${other.id}/`, me.authorization))).toEqual({ status: 404, body: notFound });
    expect(sb(await send('PUT', other.id, me.authorization, account))).toEqual({ status: 404, body: notFound });
    const admin = await ctx.authAs('admin');
    expect((await send('PUT', other.id, admin.authorization, account)).statusCode).toBe(200);
    expect((await get(`/api/bankaccounts/${other.id}/`, admin.authorization)).json()).toMatchObject({ bank_name: 'First Bank' });
    expect(sb(await get('/api/bankaccounts/777/', admin.authorization))).toEqual({ status: 404, body: notFound });
  });
});
