import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, Image, Stack, Text, TextInput, type TitleOrder } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { errorsBesides } from '../forms/form-errors';
import { RefusalAlert } from '../forms/RefusalAlert';
import { SubmitForm } from '../forms/SubmitForm';
import { t } from '../i18n';
import { RecoveryCodes } from './RecoveryCodes';
import { authCode } from './second-factor';

interface EnrolPanelProps {
  /** The new secret the server made (its QR code and text). */
  setup: TwoFactorSetup;
  /** Sends the app's code; answers the recovery codes (a refusal is shown beside the field). */
  confirm: (code: string) => Promise<readonly string[]>;
  /** Under the recovery codes: "I have saved my codes" (profile) or "Continue" (sign-in). */
  doneLabel: string;
  onDone: () => void;
  /** A Cancel button beside Turn on (the profile); none at sign-in, where the role requires it. */
  onCancel?: () => void;
  /** The recovery codes' heading level. */
  titleOrder?: TitleOrder;
}

/**
 * Turning two-factor authentication on, the profile's and the sign-in's: the QR code to scan and
 * the secret key as text, the first code from the app, then the recovery codes (shown once).
 */
export function EnrolPanel({ setup, confirm, doneLabel, onDone, onCancel, titleOrder }: EnrolPanelProps) {
  const [code, setCode] = useState('');
  const confirmation = useMutation({ mutationFn: (typed: string) => confirm(authCode(typed)) });
  if (confirmation.data) return <RecoveryCodes codes={confirmation.data} doneLabel={doneLabel} onDone={onDone} titleOrder={titleOrder} />;

  const errors = fieldErrors(confirmation.error);
  return (
    <SubmitForm onSubmit={() => confirmation.mutate(code)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.profile.scan')}</Text>
        {/* White behind the code in the dark scheme too: scanners want dark modules on light. */}
        <Image src={setup.qr_code} alt={t('twoFactor.profile.qrAlt')} w={184} h={184} p={8} bg="white" radius="sm" fit="contain" />
        <TextInput
          label={t('twoFactor.profile.secret')}
          value={setup.secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          rightSection={<CopySecret secret={setup.secret} />}
        />
        <TextInput
          label={t('twoFactor.profile.code')}
          placeholder={t('twoFactor.profile.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
        />
        <RefusalAlert error={errorsBesides(confirmation.error, ['code'])} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('twoFactor.profile.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={confirmation.isPending}>
            {t('twoFactor.profile.confirm')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function CopySecret({ secret }: { secret: string }) {
  return (
    <CopyButton value={secret}>
      {({ copied, copy }) => {
        const label = copied ? t('twoFactor.profile.copied') : t('twoFactor.profile.copy');
        return (
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label} title={label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        );
      }}
    </CopyButton>
  );
}
