import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { t } from './i18n';

/** WCAG AA's least contrast for normal-size text. */
const minimumContrast = 4.5;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8, not Mantine's 6: white text on a filled button and link text on white reach 4.5:1 (shade 6 gives 3.6).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  components: {
    // Mantine's modal close button is an icon without a name; screen readers would read 'button'.
    // A plain object, not Modal.extend(): importing Modal here would put the modal (and its
    // scroll area) in the login page's JavaScript.
    // 'common' is a namespace of the catalogue installed from the first page (publicMessages).
    // eslint-disable-next-line no-restricted-syntax
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
    // A titled notification's text is a fixed light gray (3.1:1 on white): the dimmed colour reads at 4.5.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The text colour of a 'light' badge, button or icon: Mantine's shade 9, darkened until it reads
 * at 4.5:1 on the light background (shade 1). Green, yellow, orange and red fall short as they are.
 */
export function readableLightText(shades: MantineColorsTuple): string {
  let text: string = shades[9];
  for (let step = 0; step < 10 && contrastRatio(text, shades[1]) < minimumContrast; step += 1) text = darken(text, 0.1);
  return text;
}

/**
 * The red of a field's error message, of the value typed into a refused field and of the required
 * asterisk, on the backgrounds fields stand on: Mantine's red 6 reads at 3.3:1 on white and its
 * red 8 at 3:1 on a dark card. Red 9 reads at 4.9:1 or more on white and the light grays, red 4
 * at 4.8:1 or more on the dark body, cards and inputs.
 */
export const errorRed = { light: 9, dark: 4 } as const;

/**
 * Colours Mantine sets below WCAG AA contrast: dimmed text (gray 6 on white is 3.3:1, dark 2 on
 * the dark body 4:1), error text, and the text of the 'light' variant. Given to MantineProvider
 * beside the theme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': `var(--mantine-color-red-${errorRed.light})`,
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableLightText(shades)]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': `var(--mantine-color-red-${errorRed.dark})`,
  },
});
