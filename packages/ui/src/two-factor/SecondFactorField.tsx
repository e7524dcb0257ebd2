import { Stack, Switch, TextInput } from '@mantine/core';
import { t } from '../i18n';
import type { SecondFactor } from './second-factor';

interface SecondFactorFieldProps {
  factor: SecondFactor;
  onChange: (factor: SecondFactor) => void;
  /** The server's messages by field (`code`, `recovery_code`). */
  errors: Record<string, string>;
  /** The field's and the switch's labels, in the words of the screen (sign-in or profile). */
  labels: { code: string; recoveryCode: string; useRecovery: string };
  autoFocus?: boolean;
}

/**
 * "Authentication code", or "Recovery code" once the "Use a recovery code" switch is on; flipping
 * the switch empties the field (the two take different codes).
 */
export function SecondFactorField({ factor, onChange, errors, labels, autoFocus }: SecondFactorFieldProps) {
  const type = (value: string) => onChange({ ...factor, value });
  return (
    <Stack gap="xs">
      {factor.recovery ? (
        <TextInput
          key="recovery"
          label={labels.recoveryCode}
          placeholder={t('twoFactor.profile.recoveryPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          value={factor.value}
          onChange={(event) => type(event.currentTarget.value)}
          error={errors.recovery_code}
        />
      ) : (
        <TextInput
          key="code"
          label={labels.code}
          placeholder={t('twoFactor.profile.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          value={factor.value}
          onChange={(event) => type(event.currentTarget.value)}
          error={errors.code}
        />
      )}
      <Switch
        label={labels.useRecovery}
        checked={factor.recovery}
        onChange={(event) => onChange({ recovery: event.currentTarget.checked, value: '' })}
      />
    </Stack>
  );
}
