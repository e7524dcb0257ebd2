import { IconAdjustments, IconKey, IconWorld } from '@tabler/icons-react';
import { defineFeature } from '../../lib/feature';

const sectionPages = () => import('./SectionPage');

/**
 * The sidebar's sections, which other features' menu entries name (`section: 'settings'`), and
 * the pages of their own that /credentials and /settings have (where their breadcrumbs link).
 */
export const sectionsFeature = defineFeature({
  name: 'sections',
  sections: [
    { id: 'websites', label: 'websites.title', to: '/websites', icon: IconWorld, order: 40 },
    { id: 'credentials', label: 'nav.credentials', to: '/credentials', icon: IconKey, order: 110 },
    { id: 'settings', label: 'nav.settings', to: '/settings', icon: IconAdjustments, order: 120 },
  ],
  // The spec's 'credentials' and 'settings' have an empty child: here, their section pages.
  routes: [
    { path: 'credentials', screen: () => sectionPages().then((m) => m.CredentialsSectionPage), crumb: 'nav.credentials' },
    { path: 'settings', screen: () => sectionPages().then((m) => m.SettingsSectionPage), crumb: 'nav.settings' },
  ],
});
