import type { FormEvent, ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';

interface FormLayoutProps {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  submitting?: boolean;
  /** Controls beside the title (e.g. a plus button that clears the form). */
  actions?: ReactNode;
  /** Extra buttons beside the submit button. */
  extraButtons?: ReactNode;
  children: ReactNode;
}

/** A titled card with a form: fields stacked, submit button at the bottom. */
export function FormLayout({ title, submitLabel, onSubmit, submitting, actions, extraButtons, children }: FormLayoutProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h4">
              {title}
            </Title>
            {actions}
          </Group>
          {children}
          <Group justify="flex-end" gap="sm">
            {extraButtons}
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
