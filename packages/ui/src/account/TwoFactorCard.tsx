import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { TwoFactorSetup, TwoFactorStatus } from '@pubdesk/contract';
import { formatDateTime } from '../dates/date-time';
import { ErrorList } from '../forms/ErrorList';
import { SectionCard } from '../shell/SectionCard';
import { t } from '../i18n';
import { notifyDone } from '../notify/notices';
import { EnrolPanel } from '../two-factor/EnrolPanel';
import { RecoveryCodes } from '../two-factor/RecoveryCodes';
import { TwoFactorGuardedForm, type GuardedAction } from './TwoFactorGuardedForm';
import { TwoFactorPasswordStep } from './TwoFactorPasswordStep';
import { useTwoFactorConfirm, useTwoFactorStatus } from './two-factor.api';

/** What the card shows: the status, or one of its forms, or new recovery codes (shown once). */
type View =
  | { kind: 'status' }
  | { kind: 'password' }
  | { kind: 'enrol'; setup: TwoFactorSetup }
  | { kind: 'guarded'; action: GuardedAction }
  | { kind: 'codes'; codes: readonly string[] };

/**
 * The profile's Two-factor authentication card (Login Info, in the console and the portal): On or
 * Off; set it up (password, QR code and secret, a code, the recovery codes), or, once on, make new
 * recovery codes or turn it off (password and a code). Turning off is not offered where the role
 * requires it. An impersonated session sees it locked with the other credentials (ImpersonationLock).
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const confirm = useTwoFactorConfirm();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });
  const title = t('twoFactor.profile.title');

  const turnOn = async (code: string) => {
    const answer = await confirm.mutateAsync({ code });
    notifyDone(t('twoFactor.api.turnedOn'));
    return answer.recovery_codes;
  };

  let body;
  switch (view.kind) {
    case 'password':
      body = <TwoFactorPasswordStep onStarted={(setup) => setView({ kind: 'enrol', setup })} onCancel={back} />;
      break;
    case 'enrol':
      body = (
        <EnrolPanel
          setup={view.setup}
          confirm={turnOn}
          doneLabel={t('twoFactor.profile.done')}
          onDone={back}
          onCancel={back}
          titleOrder={4}
        />
      );
      break;
    case 'guarded':
      body = (
        <TwoFactorGuardedForm action={view.action} onCancel={back} onCodes={(codes) => setView({ kind: 'codes', codes })} onOff={back} />
      );
      break;
    case 'codes':
      body = <RecoveryCodes codes={view.codes} doneLabel={t('twoFactor.profile.done')} onDone={back} titleOrder={4} />;
      break;
    default:
      body = (
        <StatusBody
          status={status}
          onSetUp={() => setView({ kind: 'password' })}
          onGuarded={(action) => setView({ kind: 'guarded', action })}
        />
      );
  }

  const badge = status.data ? (
    <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
      {status.data.enabled ? t('twoFactor.profile.on') : t('twoFactor.profile.off')}
    </Badge>
  ) : null;
  return (
    <SectionCard title={title} action={badge}>
      {body}
    </SectionCard>
  );
}

interface StatusBodyProps {
  status: ReturnType<typeof useTwoFactorStatus>;
  onSetUp: () => void;
  onGuarded: (action: GuardedAction) => void;
}

function StatusBody({ status, onSetUp, onGuarded }: StatusBodyProps) {
  if (status.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (status.isError) {
    return (
      <Alert color="red">
        <ErrorList error={status.error} />
      </Alert>
    );
  }
  return status.data.enabled ? <OnBody status={status.data} onGuarded={onGuarded} /> : <OffBody status={status.data} onSetUp={onSetUp} />;
}

function OffBody({ status, onSetUp }: { status: TwoFactorStatus; onSetUp: () => void }) {
  return (
    <>
      <Text size="sm">{t('twoFactor.profile.intro')}</Text>
      {status.required ? (
        <Text size="sm" c="dimmed">
          {t('twoFactor.profile.required')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onSetUp}>{t('twoFactor.profile.setUp')}</Button>
      </Group>
    </>
  );
}

function OnBody({ status, onGuarded }: { status: TwoFactorStatus; onGuarded: (action: GuardedAction) => void }) {
  return (
    <>
      <Text size="sm">
        {t('twoFactor.profile.enabledSince', { date: formatDateTime(status.enabled_at), count: status.recovery_codes_left })}
      </Text>
      {status.required ? (
        <Text size="sm" c="dimmed">
          {t('twoFactor.api.requiredByRole')}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onGuarded('regenerate')}>
          {t('twoFactor.profile.regenerate')}
        </Button>
        {status.required ? null : (
          <Button variant="light" color="red" onClick={() => onGuarded('disable')}>
            {t('twoFactor.profile.disable')}
          </Button>
        )}
      </Group>
    </>
  );
}
