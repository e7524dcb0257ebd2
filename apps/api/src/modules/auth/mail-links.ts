import { isStaffRole, type Role } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { labelOrigin, mainOrigin } from '../../lib/main-origin.js';
import type { UserRow } from '../users/index.js';
import { labelMembers, whitelabelService } from '../whitelabel/index.js';

export interface MailContext {
  /** Origin the links in the mail point at: the main label's, or a white label's configured domain. */
  origin: string;
  /** Brand name to use in the mail. */
  product: string;
}

/**
 * Where the links in a mail point, and whose brand it carries. Only configured origins are
 * used: the main label's (see lib/main-origin.ts), or the domain of an active white label as
 * stored in the whitelist table. The request's host only chooses between them, and only a
 * white label the user belongs to can be chosen: a reset link for someone else's account
 * never lands on a domain a stranger registered.
 */
export function mailLinks(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const whitelabel = whitelabelService(deps);
  const members = labelMembers(deps);
  const main = new URL(mainOrigin(deps.config));

  async function mainLabel(): Promise<MailContext> {
    const brand = await whitelabel.branding(main.hostname);
    return { origin: main.origin, product: brand.company_name };
  }

  /** A white label's domain, with the main origin's scheme and port (one server serves every label). */
  async function whiteLabel(domain: string): Promise<MailContext> {
    const brand = await whitelabel.branding(domain);
    return { origin: labelOrigin(deps.config, domain), product: brand.company_name };
  }

  return {
    mainLabel,

    /** For a mail to an existing user: the white label the request came through if they belong to it, else the main label. */
    async forUser(user: UserRow, requestHost: string): Promise<MailContext> {
      const label = await whitelabel.activeLabel(requestHost);
      // Who belongs to a label: whitelabel/label-members.ts.
      return label && (await members.belongsTo(user, label.networkId)) ? whiteLabel(label.domain) : mainLabel();
    },

    /**
     * For a new sign-up: the active white label the registration came through (its own sign-up
     * switch let them in; they belong to nothing else yet), else the main label.
     */
    async forSignup(requestHost: string): Promise<MailContext> {
      const label = await whitelabel.activeLabel(requestHost);
      return label ? whiteLabel(label.domain) : mainLabel();
    },
  };
}

/**
 * The page a mailed key opens, under its origin: staff's in the console (`/reset/<key>`, and
 * `/verifiy/<key>` as links already sent spell it), everyone else's in the portal
 * (`/portal/reset/<key>`, `/portal/verify/<key>`): the console refuses them.
 */
export function keyPath(role: Role, type: 'reset' | 'account', key: string): string {
  if (isStaffRole(role)) return `/${type === 'reset' ? 'reset' : 'verifiy'}/${key}`;
  return `/portal/${type === 'reset' ? 'reset' : 'verify'}/${key}`;
}
