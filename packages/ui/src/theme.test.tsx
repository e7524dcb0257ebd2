import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { contrastRatio, errorRed, readableLightText, theme } from './theme';

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

  it('gives error text at least 4.5:1 on every background a field stands on, in both schemes', () => {
    const { red, gray, dark } = DEFAULT_THEME.colors;
    // White and the light grays (filled and disabled inputs); the dark body, card and hovered input.
    for (const background of ['#ffffff', gray[0], gray[1]]) {
      expect(contrastRatio(red[errorRed.light], background), background).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [dark[7], dark[6], dark[5]]) {
      expect(contrastRatio(red[errorRed.dark], background), background).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own reds fall short on white and on a dark card.
    expect(contrastRatio(red[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(red[8], dark[6])).toBeLessThan(4.5);
  });
});
