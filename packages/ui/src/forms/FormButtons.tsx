import type { ReactNode } from 'react';
import { Button, Group, type MantineSpacing } from '@mantine/core';

interface FormButtonsProps {
  submitLabel: string;
  submitting?: boolean;
  /** A button before the submit one that leaves without saving (Cancel, Close). */
  cancel?: { label: string; onClick: () => void };
  /** Other buttons before the submit one. */
  children?: ReactNode;
  gap?: MantineSpacing;
}

/** The buttons at the foot of a form, at the right: the others first, the submit button last. */
export function FormButtons({ submitLabel, submitting, cancel, children, gap }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap={gap}>
      {cancel ? (
        <Button variant="default" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      ) : null}
      {children}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
