import { Button, Group, Image, Modal, SimpleGrid, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { styleEndpoints, type LogoAsset, type Player } from '@pubdesk/contract';
import { useEndpointQuery } from '../api/endpoints';
import { t } from '../i18n';
import { DetailState } from '../forms/DetailState';
import { notifyDone, notifyRefused } from '../notify/notices';
import { ImageUpload } from '../forms/ImageUpload';
import { optionSections } from './option-sections';
import { PartSection } from './PartSection';
import { useLogoAssets, usePickLogo, useUploadLogo } from './players.api';

interface SectionProps {
  player: Player;
  readOnly: boolean;
}

/** The player's logo (upload, or pick a stored one), 'Powered By', clickthrough URL and custom CSS. */
export function StyleSection({ player, readOnly }: SectionProps) {
  if (player.style === null) return null;
  return (
    <PartSection
      anchor={optionSections.style.id}
      title={t('players.style')}
      get={styleEndpoints.get}
      update={styleEndpoints.update}
      id={player.style}
      saved="players.stylesUpdated"
      failed="players.stylesFailed"
      readOnly={readOnly}
      // The logo is uploaded or picked at once, with its own notice: it stands above the fields Save sends.
      intro={<LogoPanel playerId={player.id} styleId={player.style} readOnly={readOnly} />}
    >
      {({ values, set, errors }) => (
        <>
          <TextInput
            label={t('players.poweredBy')}
            value={values.powered_by_alt}
            onChange={(e) => set('powered_by_alt', e.currentTarget.value)}
            error={errors.powered_by_alt}
            disabled={readOnly}
          />
          <TextInput
            label={t('players.clickthroughUrl')}
            value={values.clickthrough_url}
            onChange={(e) => set('clickthrough_url', e.currentTarget.value)}
            error={errors.clickthrough_url}
            disabled={readOnly}
            placeholder="https://"
          />
          <Textarea
            label={t('players.customCss')}
            value={values.custom_css}
            onChange={(e) => set('custom_css', e.currentTarget.value)}
            error={errors.custom_css}
            disabled={readOnly}
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        </>
      )}
    </PartSection>
  );
}

function LogoPanel({ playerId, styleId, readOnly }: { playerId: number; styleId: number; readOnly: boolean }) {
  const style = useEndpointQuery(styleEndpoints.get, { params: { id: styleId } });
  const upload = useUploadLogo(styleId);
  const [browsing, { open, close }] = useDisclosure(false);
  const onFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => notifyDone(t('players.logoUploaded')),
      onError: (error) => notifyRefused('players.logoUploadFailed', error),
    });
  return (
    <DetailState query={style}>
      {(current) => (
        <Group justify="space-between" align="flex-end">
          <ImageUpload label={t('players.logo')} src={current.logo_url} uploading={upload.isPending} disabled={readOnly} onFile={onFile} />
          {!readOnly ? (
            <Button variant="default" size="xs" onClick={open}>
              {t('players.browseLogos')}
            </Button>
          ) : null}
          <LogoBrowser opened={browsing} onClose={close} playerId={playerId} />
        </Group>
      )}
    </DetailState>
  );
}

/** The logos the caller already has (white labels' and players'); clicking one makes it the player's. */
function LogoBrowser({ opened, onClose, playerId }: { opened: boolean; onClose: () => void; playerId: number }) {
  const assets = useLogoAssets(opened);
  const pick = usePickLogo();
  const choose = (asset: LogoAsset) =>
    pick.mutate(
      { key: asset.key, player_id: playerId },
      {
        onSuccess: () => {
          notifyDone(t('players.logoUpdated'));
          onClose();
        },
        onError: (error) => notifyRefused('players.logoUpdateFailed', error),
      },
    );
  const all = [...(assets.data?.player_assets ?? []), ...(assets.data?.whitelabel ?? [])];
  return (
    <Modal opened={opened} onClose={onClose} title={t('players.logoBrowserTitle')} size="lg">
      {assets.isPending ? null : all.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('players.noLogos')}
        </Text>
      ) : (
        <SimpleGrid cols={4}>
          {all.map((asset) => (
            <UnstyledButton key={asset.key} onClick={() => choose(asset)} aria-label={t('players.pick', { name: asset.key })}>
              <Image src={asset.url} alt={asset.key} h={64} fit="contain" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
