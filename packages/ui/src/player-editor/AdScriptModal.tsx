import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { adScriptDivPrefix, adScriptPresets, type AdScript } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { notifyDone, notifyRefused } from '../notify/notices';
import { ModalForm } from '../forms/ModalForm';
import { useFields } from '../forms/use-fields';
import { NumberField } from './player-fields';
import { useCreateAdScript, useUpdateAdScript } from './players.api';

const presetLabels = { mobile: 'players.presetMobile', tablet: 'players.presetTablet', desktop: 'players.presetDesktop' } as const;

interface AdScriptModalProps {
  websiteId: number;
  script: AdScript | null;
  onClose: () => void;
  onCreated?: (script: AdScript) => void;
}

/** Adds or edits one of the website's display-banner scripts: the ad unit, its size (or a preset) and its div id. */
export function AdScriptModal({ websiteId, script, onClose, onCreated }: AdScriptModalProps) {
  const { values, set, text } = useFields({
    ad_id: script?.ad_id ?? '',
    ad_width: script?.ad_width ?? adScriptPresets[2].width,
    ad_height: script?.ad_height ?? adScriptPresets[2].height,
    div_id: script?.div_id ?? adScriptDivPrefix,
  });
  const create = useCreateAdScript();
  const update = useUpdateAdScript(script?.id ?? 0);
  const saving = script ? update : create;
  const errors = fieldErrors(saving.error);
  const preset = adScriptPresets.find((p) => p.width === values.ad_width && p.height === values.ad_height)?.label ?? '';
  const submit = () => {
    if (script) {
      update.mutate(values, {
        onSuccess: () => {
          notifyDone(t('players.adScriptUpdated'));
          onClose();
        },
        onError: (error) => notifyRefused('players.adScriptUpdateFailed', error),
      });
      return;
    }
    create.mutate(
      { ...values, website_id: websiteId },
      {
        onSuccess: (created) => {
          notifyDone(t('players.adScriptCreated'));
          onCreated?.(created);
          onClose();
        },
        onError: (error) => notifyRefused('players.adScriptCreateFailed', error),
      },
    );
  };
  return (
    <ModalForm
      title={t(script ? 'players.editAdScript' : 'players.newAdScript')}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving.isPending}
      error={saving.error}
    >
      <TextInput
        label={t('players.adUnit')}
        {...text('ad_id')}
        error={errors.ad_id}
        required
        placeholder="/1234567/site_banner"
        data-autofocus
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('players.preset')}
        </Text>
        <SegmentedControl
          aria-label={t('players.preset')}
          value={preset}
          onChange={(label) => {
            const chosen = adScriptPresets.find((p) => p.label === label);
            if (!chosen) return;
            set('ad_width', chosen.width);
            set('ad_height', chosen.height);
          }}
          data={adScriptPresets.map((p) => ({ value: p.label, label: t(presetLabels[p.label]) }))}
        />
      </Stack>
      <SimpleGrid cols={2}>
        <NumberField label={t('players.adWidth')} value={values.ad_width} onChange={(v) => set('ad_width', v)} error={errors.ad_width} />
        <NumberField
          label={t('players.adHeight')}
          value={values.ad_height}
          onChange={(v) => set('ad_height', v)}
          error={errors.ad_height}
        />
      </SimpleGrid>
      <TextInput label={t('players.divId')} {...text('div_id')} error={errors.div_id} required />
    </ModalForm>
  );
}
