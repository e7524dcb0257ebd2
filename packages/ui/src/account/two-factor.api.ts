import { twoFactorEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '../api';

/** GET /auth/2fa/: the signed-in user's own two-factor authentication (under the `two-factor` cache root). */
export const useTwoFactorStatus = () => useEndpointQuery(endpoints.status, {});

/** POST /auth/2fa/setup/ {password}: a new secret and its QR code (nothing is on yet). */
export const useTwoFactorSetup = () => useEndpointMutation(endpoints.setup);

/** POST /auth/2fa/confirm/ {code}: on, and the recovery codes, once. */
export const useTwoFactorConfirm = () => useEndpointMutation(endpoints.confirm);

/** POST /auth/2fa/recovery-codes/ {password, code | recovery_code}: a new set; the old one stops working. */
export const useRegenerateRecoveryCodes = () => useEndpointMutation(endpoints.regenerate);

/** POST /auth/2fa/disable/ {password, code | recovery_code}: off. */
export const useDisableTwoFactor = () => useEndpointMutation(endpoints.disable);
