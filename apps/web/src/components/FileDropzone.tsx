import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import type { TablerIcon } from '@tabler/icons-react';

interface FileDropzoneProps {
  /** The file input's accessible name. */
  label: string;
  accept: DropzoneProps['accept'];
  /** The file dropped or chosen (the first one, should several be dropped). */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Draws the zone's border in the error colour. */
  invalid?: boolean;
  icon: TablerIcon;
  /** Under the icon: what to drop, or the file chosen. */
  hint: ReactNode;
}

/** One file, dropped here or chosen with a click (or Enter), handed over as soon as it comes. */
export function FileDropzone({ label, accept, onFile, disabled, invalid, icon: Icon, hint }: FileDropzoneProps) {
  return (
    <Dropzone
      onDrop={(files) => {
        const [first] = files;
        if (first) onFile(first);
      }}
      accept={accept}
      multiple={false}
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
      p="md"
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
        <Icon size={28} stroke={1.5} aria-hidden />
        {hint}
      </Stack>
    </Dropzone>
  );
}

/**
 * The drop zone as a form field: its label shown above it (for the eye only: the input itself
 * carries the name) and, under it, what the field says back (progress, errors).
 */
export function FileDropzoneField({ children, ...zone }: FileDropzoneProps & { children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {zone.label}
      </Text>
      <FileDropzone {...zone} />
      {children}
    </Stack>
  );
}
