/**
 * An en-US number format made on its first use, not when its module loads: a page's first
 * Intl.NumberFormat sets up the locale's data (about 15 to 35 ms in Chromium on a two-core
 * machine), and the modules that declare formats load with the frame of every screen, before its
 * first paint, while numbers are only written once a screen's data has come.
 */
export function numberFormat(options: Intl.NumberFormatOptions): { format: (value: number) => string } {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat('en-US', options)).format(value) };
}
