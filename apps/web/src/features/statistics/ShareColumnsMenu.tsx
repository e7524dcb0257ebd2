import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ShareStage } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useProductName } from '@pubdesk/ui/branding';
import { stageName } from '@pubdesk/ui/statistics';

interface ShareColumnsMenuProps {
  /** The stages offered: only the supplier's on a data item's rows, all four on reports. */
  choices: readonly ShareStage[];
  ticked: readonly ShareStage[];
  onChange: (ticked: ShareStage[]) => void;
}

/** The Shares dropdown: a checkbox per stage; a ticked stage expands Revenue into before, share and after. */
export function ShareColumnsMenu({ choices, ticked, onChange }: ShareColumnsMenuProps) {
  const product = useProductName();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" aria-label={t('statistics.shareColumns')} rightSection={<IconChevronDown size={14} />}>
          {t('statistics.shares')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          value={[...ticked]}
          onChange={(value) => onChange(choices.filter((c) => value.includes(c)))}
          label={t('statistics.shares')}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((stage) => (
              <Checkbox key={stage} value={stage} label={stageName(stage, product)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
