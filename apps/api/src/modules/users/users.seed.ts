import { randomBytes } from 'node:crypto';
import type { Role } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { usersRepo } from './users.repo.js';

export const DEMO_PASSWORD = 'demo-pass-123';

/** Creates the first admin unless it exists; returns the password when one was set now. */
export async function ensureAdmin(db: Db, configured: string | undefined): Promise<{ created: boolean; password: string | null }> {
  const repo = usersRepo(db);
  if (await repo.findByUsername('admin')) return { created: false, password: null };
  const password = configured ?? randomBytes(9).toString('base64url');
  await repo.create(
    {
      username: 'admin',
      email: 'admin@pubdesk.local',
      password: await hashPassword(password),
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      emailVerifiedAt: new Date(),
    },
    { isVerified: true, country: 'United States' },
  );
  return { created: true, password };
}

interface DemoUser {
  username: string;
  first: string;
  last: string;
  role: Role;
  active?: boolean;
  verified?: boolean;
  country?: string;
  additional?: Record<string, unknown>;
}

const demoUsers: DemoUser[] = [
  { username: 'organization1', first: 'Olivia', last: 'Okafor', role: 'organization', verified: true, country: 'Nigeria' },
  { username: 'developer1', first: 'Dev', last: 'Patel', role: 'developer', verified: true, country: 'India' },
  { username: 'account_manager1', first: 'Amelia', last: 'Moreau', role: 'account_manager', verified: true, country: 'France' },
  { username: 'ad_operation1', first: 'Oscar', last: 'Lindqvist', role: 'ad_operation', verified: true, country: 'Sweden' },
  { username: 'network1', first: 'Northwind', last: 'Media', role: 'network', verified: true, country: 'Canada' },
  { username: 'network2', first: 'Bluewave', last: 'Digital', role: 'network', verified: true, country: 'United Kingdom' },
  { username: 'network3', first: 'Kestrel', last: 'Ads', role: 'network', verified: false, country: 'Germany' },
  { username: 'publisher1', first: 'Paula', last: 'Reyes', role: 'publisher', verified: true, country: 'Mexico' },
  { username: 'publisher2', first: 'Ken', last: 'Tanaka', role: 'publisher', verified: true, country: 'Japan' },
  { username: 'publisher3', first: 'Sara', last: 'Cohen', role: 'publisher', verified: false, country: 'Israel' },
  { username: 'publisher4', first: 'Liam', last: 'Byrne', role: 'publisher', active: false, country: 'Ireland' },
  { username: 'publisher5', first: 'Ana', last: 'Costa', role: 'publisher', verified: true, country: 'Brazil' },
  { username: 'publisher6', first: 'Femi', last: 'Adeyemi', role: 'publisher', country: 'Nigeria' },
  {
    username: 'newsite1',
    first: 'Grace',
    last: 'Hopper',
    role: 'pre_activation',
    country: 'United States',
    additional: {
      company_name: 'Hopper Recipes',
      company_url: 'https://hopper-recipes.test',
      type_of_membership: 'publisher',
      interested_in: 'video',
      websites: 'hopper-recipes.test',
    },
  },
  {
    username: 'newsite2',
    first: 'Alan',
    last: 'Kay',
    role: 'pre_activation',
    country: 'United Kingdom',
    additional: {
      company_name: 'Kay Tech Blog',
      company_url: 'https://kaytech.test',
      type_of_membership: 'publisher',
      interested_in: 'display',
      websites: 'kaytech.test',
    },
  },
];

/** Staff of every role, networks, publishers and new sign-ups, all with the demo password. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const repo = usersRepo(db);
  // One hash for every demo account: they share a password, and hashing once keeps start-up fast.
  const password = await hashPassword(DEMO_PASSWORD);
  let daysAgo = demoUsers.length;
  for (const u of demoUsers) {
    const joined = new Date(Date.now() - daysAgo-- * 86400000);
    await repo.create(
      {
        username: u.username,
        email: `${u.username}@demo.pubdesk.test`,
        password,
        firstName: u.first,
        lastName: u.last,
        role: u.role,
        isActive: u.active ?? true,
        dateJoined: joined,
        emailVerifiedAt: u.role === 'pre_activation' ? null : joined,
      },
      { isVerified: u.verified ?? false, country: u.country ?? '', additional: u.additional ?? {}, phoneNumber: '+1 555 0100' },
    );
  }
}
