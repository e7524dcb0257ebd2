import type { ReactNode } from 'react';
import { Card, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import { t } from '../i18n';
import { FormButtons } from './FormButtons';
import { SubmitForm } from './SubmitForm';

interface FormLayoutProps {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  submitting?: boolean;
  /** Controls beside the title (e.g. a plus button that clears the form). */
  actions?: ReactNode;
  /** Extra buttons beside the submit button. */
  extraButtons?: ReactNode;
  /**
   * The user may see the record but not change it (the server would refuse the save): every
   * field is disabled, the buttons are gone, and a line says why.
   */
  readOnly?: boolean;
  children: ReactNode;
}

/** A titled card with a form: fields stacked, submit button at the bottom. */
export function FormLayout({
  title,
  submitLabel,
  onSubmit,
  submitting,
  actions,
  extraButtons,
  readOnly = false,
  children,
}: FormLayoutProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <SubmitForm onSubmit={readOnly ? () => undefined : onSubmit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h4">
              {title}
            </Title>
            {actions}
          </Group>
          {readOnly ? (
            <>
              <Text size="sm" c="dimmed">
                {t('access.readOnly')}
              </Text>
              {/* A disabled fieldset disables every control inside, the custom ones included. */}
              <Fieldset variant="unstyled" disabled p={0} m={0}>
                <Stack gap="sm">{children}</Stack>
              </Fieldset>
            </>
          ) : (
            <>
              {children}
              <FormButtons submitLabel={submitLabel} submitting={submitting} gap="sm">
                {extraButtons}
              </FormButtons>
            </>
          )}
        </Stack>
      </SubmitForm>
    </Card>
  );
}
