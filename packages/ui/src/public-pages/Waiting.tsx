import { Center, Loader, Stack, Text, type CenterProps } from '@mantine/core';

/** A wait the user is told about: a small loader over what is happening (a link checked, a session closed). */
export function Waiting({ text, ...center }: CenterProps & { text: string }) {
  return (
    <Center {...center}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm">{text}</Text>
      </Stack>
    </Center>
  );
}
