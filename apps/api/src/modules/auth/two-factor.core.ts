import { messages, type Role, type TwoFactorSetup } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { HttpError, fieldError } from '../../lib/http-errors.js';
import { secretBox } from '../../lib/secret-box.js';
import type { UserRow } from '../users/index.js';
import { authRepo } from './auth.repo.js';
import { mailLinks } from './mail-links.js';
import { throttledPasswordCheck } from './throttle.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, normalRecoveryCode, otpauthUrl, qrCodeDataUrl } from './totp.js';
import { twoFactorRepo } from './two-factor.repo.js';

const m = messages.twoFactor.api;

/** A second factor as a request carries it: the app's code or a recovery code (the schema lets exactly one through). */
export interface SecondFactor {
  code?: string;
  recovery_code?: string;
}

/** Who is at the keyboard, for the sign-in throttle: wrong codes count as failed sign-ins. */
export interface Attempt {
  user: Pick<UserRow, 'id' | 'username'>;
  ip: string;
}

export const wrongFactor = (factor: SecondFactor) =>
  factor.recovery_code !== undefined ? fieldError('recovery_code', m.recoveryInvalid) : fieldError('code', m.codeInvalid);

/**
 * What both the profile's 2FA and the sign-in's second step do: start a set-up, confirm it,
 * spend a code or a recovery code, make recovery codes, and read which roles require 2FA.
 * Secrets are sealed under their own key; no secret or code is logged (requests' bodies never
 * are, and nothing here logs).
 */
export function twoFactorCore(deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
  const repo = twoFactorRepo(deps.db);
  const attempts = authRepo(deps.db);
  const box = secretBox(deps.config.secret, 'two-factor-secrets');
  const links = mailLinks(deps);

  async function newCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(normalRecoveryCode));
    return codes;
  }

  /** Checks and spends a factor of a user with 2FA on; false when wrong, replayed or used. */
  async function spend(userId: number, factor: SecondFactor): Promise<boolean> {
    if (factor.recovery_code !== undefined) return repo.useRecoveryCode(userId, normalRecoveryCode(factor.recovery_code));
    const row = await repo.find(userId);
    if (!row?.confirmedAt || factor.code === undefined) return false;
    const step = await acceptedStep(box.open(row.secretSealed), factor.code, row.lastStep);
    return step !== null && repo.useStep(userId, step);
  }

  const isOn = async (userId: number): Promise<boolean> => Boolean((await repo.find(userId))?.confirmedAt);
  const requiredFor = async (role: Role): Promise<boolean> => (await repo.requiredRoles()).includes(role);

  return {
    repo,
    isOn,
    requiredFor,

    /** A user who must set 2FA up before anything else: their role requires it and they have none. */
    async mustEnrol(user: Pick<UserRow, 'id' | 'role'>): Promise<boolean> {
      return (await requiredFor(user.role)) && !(await isOn(user.id));
    },

    /** A new secret, stored unconfirmed (replacing an unconfirmed one), named in the app after the label the user signs in on. */
    async startSetup(user: UserRow, host: string): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repo.savePending(user.id, box.seal(secret)))) throw new HttpError(400, { detail: m.alreadyOn });
      const { product } = await links.forUser(user, host);
      const url = otpauthUrl(secret, product, user.username);
      return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
    },

    /**
     * Turns 2FA on with the app's first code (that step is then spent) and answers the recovery
     * codes; null when the code is wrong (the caller decides what a wrong code costs).
     */
    async confirmSetup({ user, ip }: Attempt, code: string): Promise<string[] | null> {
      const row = await repo.find(user.id);
      if (!row || row.confirmedAt) throw new HttpError(400, { detail: m.noPendingSetup });
      const ok = await throttledPasswordCheck(attempts, { username: user.username, ip }, async () => {
        const step = await acceptedStep(box.open(row.secretSealed), code, null);
        return step !== null && repo.confirm(user.id, row.secretSealed, step);
      });
      return ok ? newCodes(user.id) : null;
    },

    /** Spends a factor under the sign-in throttle (429 when the account or address is locked). */
    async checkFactor({ user, ip }: Attempt, factor: SecondFactor): Promise<boolean> {
      return throttledPasswordCheck(attempts, { username: user.username, ip }, () => spend(user.id, factor));
    },

    newCodes,
  };
}

export type TwoFactorCore = ReturnType<typeof twoFactorCore>;
