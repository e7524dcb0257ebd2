import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useProductName } from '../branding/product-name';
import { saveFile } from '../files/save-file';
import { t } from '../i18n';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The button that leaves them: "I have saved my codes" (profile) or "Continue" (sign-in). */
  doneLabel: string;
  onDone: () => void;
  /** The title's heading level where the codes are shown (under the profile card's h3, or a sign-in step's h1). */
  titleOrder?: TitleOrder;
}

/** The codes as the copied text and the downloaded file hold them: one a line. */
export const recoveryCodesText = (codes: readonly string[]): string => `${codes.join('\n')}\n`;

/** The downloaded file's name: `{product}-recovery-codes.txt`, the product in lower case without spaces. */
export function recoveryCodesFileName(product: string): string {
  const stem = product
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return t('twoFactor.profile.fileName', { product: stem || 'pubdesk' });
}

/**
 * The ten recovery codes, shown once (the account keeps only their hashes): Copy, Download (a
 * .txt file) and the button that says they are saved.
 */
export function RecoveryCodes({ codes, doneLabel, onDone, titleOrder = 3 }: RecoveryCodesProps) {
  const product = useProductName();
  const text = recoveryCodesText(codes);
  const download = () => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), recoveryCodesFileName(product));
  const title = t('twoFactor.profile.recoveryTitle');
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={titleOrder} size="h5">
        {title}
      </Title>
      <Text size="sm">{t('twoFactor.profile.recoveryIntro')}</Text>
      <SimpleGrid component="ul" cols={2} spacing="xs" verticalSpacing={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('twoFactor.profile.copied') : t('twoFactor.profile.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('twoFactor.profile.download')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
