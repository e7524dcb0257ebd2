import { IconUserCircle } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

/** The signed-in user's own profile. */
export const profileFeature = defineFeature({
  name: 'profile',
  routes: [{ path: 'profile', screen: () => import('@pubdesk/ui/account').then((m) => m.ProfilePage), crumb: 'users.profile.title' }],
  menu: [{ label: 'users.profile.title', to: '/profile', icon: IconUserCircle, order: 100 }],
});
