import type { User } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { mainOrigin } from '../../lib/main-origin.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { userInScope } from '../assignments/index.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { whitelabelService } from '../whitelabel/index.js';

export interface MailContext {
  /** Origin the links in the mail point at: the main label's, or a white label's configured domain. */
  origin: string;
  /** Brand name to use in the mail. */
  product: string;
}

/** The network as a caller, to ask the row scope whether a publisher is one of theirs. */
function asNetwork(network: User): AuthContext {
  const { id, username, first_name, last_name, email, role, is_verified, profile_image } = network;
  return {
    user: { id, username, first_name, last_name, email, role, is_verified, profile_image },
    actorId: null,
    apiKeyId: null,
    can: () => false,
  };
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
  const users = usersRepo(deps.db);
  const main = new URL(mainOrigin(deps.config));

  async function mainLabel(): Promise<MailContext> {
    const brand = await whitelabel.branding(main.hostname);
    return { origin: main.origin, product: brand.company_name };
  }

  /** A white label's domain, with the main origin's scheme and port (one server serves every label). */
  async function whiteLabel(domain: string): Promise<MailContext> {
    const brand = await whitelabel.branding(domain);
    return { origin: `${main.protocol}//${domain}${main.port ? `:${main.port}` : ''}`, product: brand.company_name };
  }

  /**
   * A white label belongs to its network. Its users are that network and the publishers in the
   * network's row scope (assigned to it, or owning one of its websites). Staff and new sign-ups
   * belong to the main label.
   */
  async function belongsTo(user: UserRow, networkId: number | null): Promise<boolean> {
    if (networkId === null) return false;
    if (user.role === 'network') return user.id === networkId;
    if (user.role !== 'publisher') return false;
    const network = await users.get(networkId);
    return network?.role === 'network' && (await userInScope(deps.db, asNetwork(network), user.id));
  }

  return {
    mainLabel,

    /** For a mail to an existing user: the white label the request came through if they belong to it, else the main label. */
    async forUser(user: UserRow, requestHost: string): Promise<MailContext> {
      const label = await whitelabel.activeLabel(requestHost);
      return label && (await belongsTo(user, label.networkId)) ? whiteLabel(label.domain) : mainLabel();
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
