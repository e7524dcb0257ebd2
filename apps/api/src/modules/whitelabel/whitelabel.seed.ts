import type { Db } from '../../db/client.js';
import { usersRepo } from '../users/index.js';
import { whitelabelRepo } from './whitelabel.repo.js';

/**
 * Two white labels: `localhost` (active) so that http://localhost:8080 shows Northwind's
 * branding while http://127.0.0.1:8080 shows the main label, and one waiting for approval.
 */
export async function seedDemoWhitelabels(db: Db): Promise<void> {
  const users = usersRepo(db);
  const repo = whitelabelRepo(db);
  // The demo is seeded in one transaction, where now() does not move: explicit times keep the
  // list's newest-first order (the pending entry first).
  const hour = 3_600_000;
  const northwind = await users.findByUsername('network1');
  const bluewave = await users.findByUsername('network2');
  await repo.insert({
    domain: 'localhost',
    networkId: northwind?.id ?? null,
    status: 'active',
    companyName: 'Northwind Media',
    logo: '/brand/demo/northwind.svg',
    logoDark: '/brand/demo/northwind-dark.svg',
    favicon: '/brand/demo/northwind-favicon.svg',
    termsLink: 'https://northwind.example/terms',
    privacyLink: 'https://northwind.example/privacy',
    allowSignup: true,
    updatedAt: new Date(Date.now() - 2 * hour),
  });
  await repo.insert({
    domain: 'console.bluewave.example',
    networkId: bluewave?.id ?? null,
    status: 'pending',
    companyName: 'Bluewave Digital',
    termsLink: 'https://bluewave.example/terms',
    privacyLink: 'https://bluewave.example/privacy',
    updatedAt: new Date(Date.now() - hour),
  });
}
