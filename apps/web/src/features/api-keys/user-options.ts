import type { ApiKey, User } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SelectOption } from '@pubdesk/ui/choices';
import { capitalizeUnderscored, fullName } from '@pubdesk/ui/format';

/** 'Paula Reyes (Publisher)'. */
export function userOptionLabel(user: { first_name: string; last_name: string; role: string; username?: string }): string {
  return t('apiKeys.userOption', { name: fullName(user), role: capitalizeUnderscored(user.role) });
}

/**
 * The User choices. The edited key's user is added from the key itself when the lookup does not
 * hold it (not loaded yet, or beyond its first 1000), so the disabled select still names it.
 */
export function userOptions(users: readonly User[], key: ApiKey | null = null): SelectOption[] {
  const options = users.map((user) => ({ value: String(user.id), label: userOptionLabel(user) }));
  if (key && !users.some((user) => user.id === key.user)) {
    options.unshift({
      value: String(key.user),
      label: userOptionLabel({ first_name: key.user_first_name, last_name: key.user_last_name, role: key.user_role }),
    });
  }
  return options;
}
