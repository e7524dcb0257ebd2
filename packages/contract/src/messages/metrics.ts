/** Texts of the serve metrics screen (/settings/metrics). */
export const metricsMessages = {
  title: 'Metrics',
  empty: 'No metrics yet',
  newEntry: 'New metric',
  codeHint: 'The field or column the figure is read from in the source report.',
  countsAs: 'Counts as',
} as const;
