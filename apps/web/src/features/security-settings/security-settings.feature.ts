import { defineFeature } from '../../lib/feature';

/** Settings › Security: the roles whose users must sign in with two-factor authentication. */
export const securitySettingsFeature = defineFeature({
  name: 'security-settings',
  routes: [
    {
      path: 'settings/security',
      screen: () => import('./SecuritySettingsPage').then((m) => m.SecuritySettingsPage),
      permission: 'settings.view_securitysetting',
      crumb: 'twoFactor.settings.title',
    },
  ],
  menu: [
    {
      label: 'twoFactor.settings.title',
      to: '/settings/security',
      section: 'settings',
      order: 40,
      permission: 'settings.view_securitysetting',
    },
  ],
});
