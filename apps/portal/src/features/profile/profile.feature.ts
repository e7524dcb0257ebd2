import { IconUserCircle } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The user's own profile: info, login info and bank details (the console's forms, from @pubdesk/ui/account). */
export const profileFeature = defineFeature({
  name: 'profile',
  routes: [{ path: 'profile', screen: () => import('@pubdesk/ui/account').then((m) => m.ProfilePage) }],
  nav: [{ to: '/profile', label: 'portal.nav.profile', icon: IconUserCircle, order: 80 }],
});
