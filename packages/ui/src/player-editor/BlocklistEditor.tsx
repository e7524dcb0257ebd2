import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { t } from '../i18n';

interface BlocklistEditorProps {
  ads: number[];
  onChange: (ads: number[]) => void;
  error?: string;
  readOnly: boolean;
}

/** The blocked ad ids: each typed number is converted to an integer as it is added (the spec), once. */
export function BlocklistEditor({ ads, onChange, error, readOnly }: BlocklistEditorProps) {
  const [draft, setDraft] = useState<string | number>('');
  const add = () => {
    const id = Math.trunc(Number(draft));
    if (draft === '' || !Number.isFinite(id) || id < 0) return;
    if (!ads.includes(id)) onChange([...ads, id]);
    setDraft('');
  };
  return (
    <Stack gap="xs">
      {!readOnly ? (
        <Group align="flex-end" gap="xs">
          <NumberInput
            label={t('players.blockedAd')}
            value={draft}
            onChange={setDraft}
            min={0}
            allowNegative={false}
            error={error}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="default" onClick={add}>
            {t('players.addBlockedAd')}
          </Button>
        </Group>
      ) : null}
      {ads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('players.noBlockedAds')}
        </Text>
      ) : (
        <Group gap="xs" aria-label={t('players.blocklist')} role="list">
          {ads.map((id) => (
            <Badge
              key={id}
              role="listitem"
              variant="light"
              rightSection={
                readOnly ? null : (
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('players.removeBlockedAd', { id })}
                    onClick={() => onChange(ads.filter((x) => x !== id))}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                )
              }
            >
              {id}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
