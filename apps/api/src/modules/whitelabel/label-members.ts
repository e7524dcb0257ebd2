import type { User } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { userInScope } from '../assignments/index.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { whitelabelRepo } from './whitelabel.repo.js';

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
 * Who a white label's users are. A white label belongs to its network; its users are that
 * network and the publishers in the network's row scope (assigned to it, or owning one of its
 * websites). Staff, pre_activation users and new sign-ups belong to the main label.
 */
export function labelMembers(deps: Pick<Deps, 'db'>) {
  const repo = whitelabelRepo(deps.db);
  const users = usersRepo(deps.db);

  /** Whether the user is one of the users of the label whose network this is. */
  async function belongsTo(user: Pick<UserRow, 'id' | 'role'>, networkId: number | null): Promise<boolean> {
    if (networkId === null) return false;
    if (user.role === 'network') return user.id === networkId;
    if (user.role !== 'publisher') return false;
    const network = await users.get(networkId);
    return network?.role === 'network' && (await userInScope(deps.db, asNetwork(network), user.id));
  }

  /** The one active white label the user belongs to: its domain; null for none, or for several (no label is theirs alone). */
  async function labelFor(user: Pick<UserRow, 'id' | 'role'>): Promise<{ domain: string; networkId: number } | null> {
    if (user.role !== 'network' && user.role !== 'publisher') return null;
    const labels = await repo.activeWithNetwork(user.role === 'network' ? user.id : undefined);
    // A publisher's question is asked once per network, however many labels it has.
    const member = new Map<number, boolean>();
    const theirs: typeof labels = [];
    for (const label of labels) {
      if (!member.has(label.networkId)) member.set(label.networkId, await belongsTo(user, label.networkId));
      if (member.get(label.networkId)) theirs.push(label);
    }
    return theirs.length === 1 ? theirs[0]! : null;
  }

  return { belongsTo, labelFor };
}

export type LabelMembers = ReturnType<typeof labelMembers>;
