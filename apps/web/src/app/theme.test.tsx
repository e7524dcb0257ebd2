import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { contrastRatio, readableLightText, theme } from './theme';

describe('theme', () => {
  it("names every modal's close button", () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => undefined} title="Demand Source Shares">
          body
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it("gives the 'light' variant text at least 4.5:1 on its background, for every colour", () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrastRatio(readableLightText(shades), shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own green falls short; blue was already fine and is left alone.
    expect(contrastRatio(DEFAULT_THEME.colors.green[9], DEFAULT_THEME.colors.green[1])).toBeLessThan(4.5);
    expect(readableLightText(DEFAULT_THEME.colors.blue)).toBe(DEFAULT_THEME.colors.blue[9]);
  });
});
