import { Text, Title } from '@mantine/core';

/** The title of a signed-out form and the sentence under it that says what the form is for. */
export function FormHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
