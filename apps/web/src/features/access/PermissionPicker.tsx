import { useMemo, useState } from 'react';
import { Alert, Center, Checkbox, Input, Loader, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { usePermissions } from './access.api';
import { filterGroups, groupByService, selectedCount, serviceSelection, toggleService, togglePermission } from './permission-groups';

interface PermissionPickerProps {
  /** Selected permission ids, as text. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** A hint under the label (the API key form explains what an empty choice means). */
  description?: string;
  /**
   * Whether the editor may hand this permission out (nobody gives what they do not hold): the
   * others are disabled, and a service's box skips them. Unset: every permission.
   */
  givable?: (codename: string) => boolean;
}

const everything = () => true;

/** the permission select is 350 high and 250px wide. */
const listHeight = 350;
const listWidth = 250;

/**
 * The groups form's permission multi-select: a search box over a checkbox list grouped by
 * service (a service's box ticks all of it that the search shows), and the count selected.
 */
export function PermissionPicker({ value, onChange, error, description, givable = everything }: PermissionPickerProps) {
  const query = usePermissions();
  const [search, setSearch] = useState('');
  const all = useMemo(() => groupByService(query.data ?? []), [query.data]);
  const shown = useMemo(() => filterGroups(all, search), [all, search]);
  const selected = useMemo(() => new Set(value), [value]);
  const count = selectedCount(value, query.data);

  return (
    <Input.Wrapper label={t('access.permissions')} labelElement="div" error={error} description={description}>
      <Stack gap={6} w={listWidth} maw="100%" role="group" aria-label={t('access.permissions')}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('access.selectedCount', { count })}
        </Text>
        <TextInput
          type="search"
          size="xs"
          aria-label={t('access.searchPermissions')}
          placeholder={t('common.search')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Paper withBorder radius="sm">
          <ScrollArea h={listHeight} type="auto" offsetScrollbars p="xs">
            {query.isPending ? (
              <Center py="lg">
                <Loader size="sm" />
              </Center>
            ) : query.isError ? (
              <Alert color="red" variant="light">
                <ErrorList error={query.error} />
              </Alert>
            ) : shown.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('access.noPermissions')}
              </Text>
            ) : (
              <Stack gap="sm">
                {shown.map((group) => {
                  const state = serviceSelection(group, selected);
                  const service = capitalizeUnderscored(group.service);
                  return (
                    <Stack key={group.service} gap={4}>
                      <Checkbox
                        size="xs"
                        fw={600}
                        label={service}
                        aria-label={t('access.selectService', { service })}
                        checked={state === 'all'}
                        indeterminate={state === 'some'}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          // Ticking a service adds only what the editor may give; unticking clears it all.
                          onChange(
                            toggleService(
                              value,
                              checked ? { ...group, permissions: group.permissions.filter((p) => givable(p.codename)) } : group,
                              checked,
                            ),
                          );
                        }}
                      />
                      {group.permissions.map((permission) => {
                        const isSelected = selected.has(String(permission.id));
                        // One already chosen may still be taken out.
                        const locked = !isSelected && !givable(permission.codename);
                        return (
                          <Checkbox
                            key={permission.id}
                            size="xs"
                            ml="md"
                            label={permission.name}
                            title={locked ? `${permission.codename}: ${t('access.cannotGive')}` : permission.codename}
                            disabled={locked}
                            checked={isSelected}
                            onChange={(event) => onChange(togglePermission(value, String(permission.id), event.currentTarget.checked))}
                          />
                        );
                      })}
                    </Stack>
                  );
                })}
              </Stack>
            )}
          </ScrollArea>
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
