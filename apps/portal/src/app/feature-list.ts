import type { PortalFeature } from '../lib/feature';
import { sessionFeature } from '../features/session';
import { websitesFeature } from '../features/websites';
import { playersFeature } from '../features/players';
import { adsTxtFeature } from '../features/ads-txt';
import { overviewFeature } from '../features/overview';
import { reportsFeature } from '../features/reports';
import { paymentsFeature } from '../features/payments';
import { publishersFeature } from '../features/publishers';
import { profileFeature } from '../features/profile';
import { supportFeature } from '../features/support';

/** The portal's features, one line each: the router and the navigation are built from them. */
export const features: readonly PortalFeature[] = [
  sessionFeature,
  websitesFeature,
  playersFeature,
  adsTxtFeature,
  overviewFeature,
  reportsFeature,
  paymentsFeature,
  publishersFeature,
  profileFeature,
  supportFeature,
];
