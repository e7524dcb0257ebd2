import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** An expired or unknown reset / verification link. */
export function KeyProblem({ message, linkLabel }: { message: string; linkLabel: string }) {
  return (
    <Stack gap="md">
      <Alert color="red">{message}</Alert>
      <Anchor component={Link} to="/login" size="sm">
        {linkLabel}
      </Anchor>
    </Stack>
  );
}
