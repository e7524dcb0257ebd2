import { twoFactorEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** GET /settings/security/: the roles whose users must use two-factor authentication. */
export const useSecuritySettings = () => useEndpointQuery(endpoints.settings, {});

/** PUT /settings/security/ {two_factor_roles}. */
export const useSaveSecuritySettings = () => useEndpointMutation(endpoints.saveSettings);
