import { useEffect, useState } from 'react';
import { Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { Player } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed, notifyRefused } from '@pubdesk/ui/notify';
import { SaveFailure, useFields, pick } from '@pubdesk/ui/forms';
import { embedCode } from '@pubdesk/ui/embed';
import { SizeFields, SwitchField, useUpdatePlayer } from '@pubdesk/ui/player-editor';

/** How long 'Code Copied' shows (spec section 9). */
const COPIED_MS = 1500;

/**
 * Embed: the player's desktop and mobile sizes (1-1200), load asynchronously, serve through DFP
 * (stored, no effect on serving), and the snippet to paste, with a copy button.
 */
export function EmbedModal({ player, onClose }: { player: Player; onClose: () => void }) {
  const { values, set } = useFields(pick(player, ['desktop_width', 'desktop_height', 'mobile_width', 'mobile_height', 'async', 'dfp']));
  const update = useUpdatePlayer(player.id);
  const errors = fieldErrors(update.error);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const code = embedCode(player.id, window.location.origin, values.async);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => notifyFailed(t('players.codeCopyFailed')),
    );
  const save = () =>
    update.mutate(values, {
      onSuccess: () => notifyDone(t('players.settingsUpdated')),
      onError: (error) => notifyRefused('players.settingsFailed', error),
    });
  return (
    <Modal opened onClose={onClose} title={t('players.embedTitle', { name: player.name })} size="lg">
      <Stack gap="sm">
        <SizeFields values={values} onChange={(field, v) => set(field, v)} errors={errors} />
        <SwitchField label={t('players.loadAsync')} checked={values.async} onChange={(v) => set('async', v)} />
        <SwitchField
          label={t('players.serveDfp')}
          description={t('players.serveDfpHint')}
          checked={values.dfp}
          onChange={(v) => set('dfp', v)}
        />
        <SaveFailure error={update.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={save} loading={update.isPending}>
            {t('players.saveSizes')}
          </Button>
        </Group>
        <Text size="sm" fw={500}>
          {t('players.embedCode')}
        </Text>
        <Code block aria-label={t('players.embedCode')}>
          {code}
        </Code>
        <Group justify="flex-end">
          {copied ? (
            <Badge color="green" variant="light" role="status">
              {t('players.codeCopied')}
            </Badge>
          ) : null}
          <Button onClick={copy}>{t('players.copyCode')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
