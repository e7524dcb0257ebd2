import { useEffect, type ReactNode } from 'react';
import { Card, Fieldset, Group, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { FormButtons } from '../../components/FormButtons';
import { SubmitForm } from '../../components/SubmitForm';
import { headingIdOf } from './option-sections';

interface OptionsCardProps {
  /** The section's anchor (see option-sections.ts). */
  id: string;
  title: string;
  /** At the far end of the title's row (Load preview). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A section of a player's options: a card named by its heading, which the section links focus
 * (tabIndex -1: reachable by script, not an extra Tab stop).
 */
export function OptionsCard({ id, title, action, children }: OptionsCardProps) {
  const headingId = headingIdOf(id);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      id={id}
      aria-labelledby={headingId}
      style={{
        // A section jumped to stops below the fixed top bar, not under it.
        scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))',
        // Mantine's card hides its overflow, which would hold the sticky Save bar in place; clip
        // keeps the rounded corners without making the card a scroll container.
        overflow: 'clip',
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} tabIndex={-1}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

interface OptionsFormProps {
  id: string;
  title: string;
  onSubmit: () => void;
  submitting: boolean;
  /** The user may see the section but not change it: fields disabled, no Save, a line says why. */
  readOnly: boolean;
  /** Above the form: controls that act at once (the logo's upload), not with Save. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A section saved on its own: its fields, then its one Save in a bar that stays in view while the section is. */
export function OptionsForm({ id, title, onSubmit, submitting, readOnly, intro, children }: OptionsFormProps) {
  return (
    <OptionsCard id={id} title={title}>
      {readOnly ? (
        <Text size="sm" c="dimmed">
          {t('access.readOnly')}
        </Text>
      ) : null}
      {intro}
      <SubmitForm onSubmit={readOnly ? () => undefined : onSubmit} noValidate>
        {readOnly ? (
          // A disabled fieldset disables every control inside, the custom ones included.
          <Fieldset variant="unstyled" disabled p={0} m={0}>
            <Stack gap="sm">{children}</Stack>
          </Fieldset>
        ) : (
          <Stack gap="sm">
            {children}
            <SaveBar>
              <FormButtons submitLabel={t('common.save')} submitting={submitting} />
            </SaveBar>
          </Stack>
        )}
      </SubmitForm>
    </OptionsCard>
  );
}

/** The Save bar's height (its button and padding), and a little air above it. */
const saveBarRoom = '4.5rem';

/**
 * While the options are shown, the window keeps the bottom of its view for the Save bars: a field
 * that Tab brings into view lands above them and the fixed footer, not beneath them.
 */
export function useRoomForSaveBars() {
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.scrollPaddingBottom;
    root.scrollPaddingBottom = `calc(var(--app-shell-footer-offset, 0rem) + ${saveBarRoom})`;
    return () => {
      root.scrollPaddingBottom = before;
    };
  }, []);
}

/**
 * The foot of a section, stuck to the bottom of the window (above the fixed footer) while the
 * section is on screen: who edits the bottom of a long section finds Save without scrolling. It
 * spans the card's width and wears its background, so fields scroll out of sight beneath it.
 */
function SaveBar({ children }: { children: ReactNode }) {
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <div
      style={{
        position: 'sticky',
        bottom: 'var(--app-shell-footer-offset, 0rem)',
        // Above the fields' own layers (input sections, switch thumbs).
        zIndex: 3,
        marginInline: 'calc(var(--card-padding) * -1)',
        marginBottom: 'calc(var(--card-padding) * -1)',
        padding: 'var(--mantine-spacing-sm) var(--card-padding)',
        // Mantine's card colours.
        background: dark ? 'var(--mantine-color-dark-6)' : 'var(--mantine-color-white)',
        borderTop: `1px solid ${dark ? 'var(--mantine-color-dark-4)' : 'var(--mantine-color-gray-3)'}`,
      }}
    >
      {children}
    </div>
  );
}
