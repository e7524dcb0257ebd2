import { useEffect, type ReactNode } from 'react';
import { Fieldset, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { t } from '../i18n';
import { FormButtons } from '../forms/FormButtons';
import { SubmitForm } from '../forms/SubmitForm';
import { SectionCard } from '../shell/SectionCard';
import { headingIdOf } from './option-sections';

interface OptionsCardProps {
  /** The section's anchor (see option-sections.ts). */
  id: string;
  title: string;
  /** At the far end of the title's row (Load preview). */
  action?: ReactNode;
  children: ReactNode;
}

/** A section of a player's options: a titled card the section links jump to (SectionCard's anchor). */
export function OptionsCard({ id, title, action, children }: OptionsCardProps) {
  return (
    <SectionCard title={title} action={action} anchor={{ id, headingId: headingIdOf(id) }}>
      {children}
    </SectionCard>
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
