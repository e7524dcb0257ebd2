import { Alert } from '@mantine/core';
import { ErrorList } from './ErrorList';

/** The server's answer to a refused form, in red under the fields, with no title; nothing before a refusal. */
export function RefusalAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red">
      <ErrorList error={error} />
    </Alert>
  );
}
