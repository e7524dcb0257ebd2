import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { eyeLabelKey, shownKey } from './key-display';
import { useKeyReveal } from './use-key-reveal';

interface KeyFieldProps {
  /** The API key's id, for the reveal call. */
  apiKeyId: number;
  /** The key as the server lists it, masked. */
  masked: string;
  label: string;
  /** In a table row: the label is for screen readers only. */
  labelHidden?: boolean;
}

/**
 * The read-only KEY field of the form and the user tab: masked until the eye reveals it; the
 * copy button, or a click on the field, puts the full key on the clipboard.
 */
export function KeyField({ apiKeyId, masked, label, labelHidden }: KeyFieldProps) {
  const { full, visible, busy, toggle, copy } = useKeyReveal(apiKeyId);
  return (
    <TextInput
      label={labelHidden ? undefined : label}
      aria-label={labelHidden ? label : undefined}
      readOnly
      value={shownKey(masked, full, visible)}
      onClick={copy}
      miw={labelHidden ? 280 : undefined}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', cursor: 'copy' } }}
      rightSectionWidth={64}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={t(eyeLabelKey(visible))} loading={busy} onClick={toggle}>
            {visible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" aria-label={t('apiKeys.copyKey')} onClick={copy}>
            <IconCopy size={16} />
          </ActionIcon>
        </Group>
      }
    />
  );
}
