import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Stepper, Text } from '@mantine/core';

export interface WizardStep {
  label: string;
  content: ReactNode;
  /** Marks the step red (the server refused something on it). */
  invalid?: boolean;
}

interface WizardProps {
  steps: WizardStep[];
  active: number;
  onActiveChange: (step: number) => void;
  onSubmit: () => void;
  /** Submit was pressed: the button hides and `submittingText` shows instead. */
  submitted: boolean;
  labels: { steps: string; previous: string; next: string; submit: string; submitting: string };
}

/** Steps with a header, Previous / Next, and Submit on the last step. */
export function Wizard({ steps, active, onActiveChange, onSubmit, submitted, labels }: WizardProps) {
  const last = steps.length - 1;
  return (
    <Stack gap="md">
      <Stepper active={active} onStepClick={submitted ? undefined : onActiveChange} size="xs" wrap aria-label={labels.steps}>
        {steps.map((step) => (
          <Stepper.Step key={step.label} label={step.label} color={step.invalid ? 'red' : undefined}>
            <Stack gap="sm" pt="xs">
              {step.content}
            </Stack>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" disabled={active === 0 || submitted} onClick={() => onActiveChange(Math.max(active - 1, 0))}>
          {labels.previous}
        </Button>
        {active < last ? (
          <Button onClick={() => onActiveChange(Math.min(active + 1, last))}>{labels.next}</Button>
        ) : submitted ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{labels.submitting}</Text>
          </Group>
        ) : (
          <Button onClick={onSubmit}>{labels.submit}</Button>
        )}
      </Group>
    </Stack>
  );
}
