import { t } from '@pubdesk/ui/i18n';
import { PermissionPicker, usePermissions } from '../access';
import { codenamesFromIds, idsFromCodenames } from './permission-codenames';

interface KeyPermissionsProps {
  /** Codenames; empty means everything the key's user may do. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The credentials permission picker, speaking codenames (the key's API) instead of ids. */
export function KeyPermissions({ value, onChange, error }: KeyPermissionsProps) {
  // The picker loads the same list (same query key): this adds no request.
  const permissions = usePermissions().data ?? [];
  return (
    <PermissionPicker
      value={idsFromCodenames(value, permissions)}
      onChange={(ids) => onChange(codenamesFromIds(ids, permissions, value))}
      error={error}
      description={t('apiKeys.permissionsHint')}
    />
  );
}
