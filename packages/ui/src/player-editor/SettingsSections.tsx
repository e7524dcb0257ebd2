import { SimpleGrid, TextInput } from '@mantine/core';
import {
  blocklistEndpoints,
  companionPositions,
  formatEndpoints,
  formatPositions,
  formatTypes,
  platformSettingsEndpoints,
  playerSettingsEndpoints,
  contentEndpoints,
  type Player,
} from '@pubdesk/contract';
import { t } from '../i18n';
import { useProductName } from '../branding/product-name';
import { BlocklistEditor } from './BlocklistEditor';
import { ContentFields, type VideoBrowser } from './ContentFields';
import { optionSections } from './option-sections';
import { PartSection } from './PartSection';
import { ChoiceField, NumberField, SizeFields, SwitchField } from './player-fields';

interface SectionProps {
  player: Player;
  readOnly: boolean;
}

/** Sizes, autoplay rules, where the player attaches, analytics. */
export function PlayerSettingsSection({ player, readOnly }: SectionProps) {
  if (player.settings === null) return null;
  return (
    <PartSection
      anchor={optionSections.playerSettings.id}
      title={t('players.playerSettings')}
      get={playerSettingsEndpoints.get}
      update={playerSettingsEndpoints.update}
      id={player.settings}
      saved="players.settingsUpdated"
      failed="players.settingsFailed"
      readOnly={readOnly}
    >
      {({ values, set, errors }) => {
        const autoplay = (key: keyof typeof values.autoplay, value: boolean | number) =>
          set('autoplay', { ...values.autoplay, [key]: value });
        const append = (key: keyof typeof values.append_to_element, value: boolean | string) =>
          set('append_to_element', { ...values.append_to_element, [key]: value });
        return (
          <>
            <SizeFields values={values} onChange={(field, v) => set(field, v)} errors={errors} disabled={readOnly} />
            <SwitchField
              label={t('players.autoplay')}
              checked={values.autoplay.autoplay}
              onChange={(v) => autoplay('autoplay', v)}
              disabled={readOnly}
            />
            <NumberField
              label={t('players.viewPercentage')}
              min={0}
              max={100}
              value={values.autoplay.view_percentage}
              onChange={(v) => autoplay('view_percentage', v)}
              error={errors['autoplay.view_percentage']}
              disabled={readOnly}
            />
            <SimpleGrid cols={2}>
              <SwitchField
                label={t('players.desktopOnly')}
                checked={values.autoplay.desktop_only}
                onChange={(v) => autoplay('desktop_only', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.adPresent')}
                checked={values.autoplay.ad_present}
                onChange={(v) => autoplay('ad_present', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.requireMuted')}
                checked={values.autoplay.require_muted}
                onChange={(v) => autoplay('require_muted', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.pauseContentOutView')}
                checked={values.autoplay.pause_content_out_view}
                onChange={(v) => autoplay('pause_content_out_view', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.pauseAdOutView')}
                checked={values.autoplay.pause_ad_out_view}
                onChange={(v) => autoplay('pause_ad_out_view', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.allowAnalytics')}
                checked={values.allow_analytics}
                onChange={(v) => set('allow_analytics', v)}
                disabled={readOnly}
              />
            </SimpleGrid>
            <SimpleGrid cols={2}>
              <SwitchField
                label={t('players.appendToElement')}
                checked={values.append_to_element.append}
                onChange={(v) => append('append', v)}
                disabled={readOnly}
              />
              <SwitchField
                label={t('players.insertBefore')}
                checked={values.append_to_element.insert_before}
                onChange={(v) => append('insert_before', v)}
                disabled={readOnly}
              />
            </SimpleGrid>
            <TextInput
              label={t('players.selector')}
              value={values.append_to_element.selector}
              onChange={(e) => append('selector', e.currentTarget.value)}
              error={errors['append_to_element.selector']}
              disabled={readOnly}
            />
          </>
        );
      }}
    </PartSection>
  );
}

/** Total ad plays, ad requests, the delay between requests, debug. */
export function PlatformSettingsSection({ player, readOnly }: SectionProps) {
  const product = useProductName();
  if (player.platform_settings === null) return null;
  return (
    <PartSection
      anchor={optionSections.platformSettings.id}
      title={t('players.platformSettings', { product })}
      get={platformSettingsEndpoints.get}
      update={platformSettingsEndpoints.update}
      id={player.platform_settings}
      saved="players.settingsUpdated"
      failed="players.settingsFailed"
      readOnly={readOnly}
    >
      {({ values, set, errors }) => (
        <>
          <SimpleGrid cols={3}>
            <NumberField
              label={t('players.totalAdPlays')}
              value={values.total_ad_plays}
              onChange={(v) => set('total_ad_plays', v)}
              error={errors.total_ad_plays}
              disabled={readOnly}
            />
            <NumberField
              label={t('players.totalAdRequests')}
              value={values.total_ad_requests}
              onChange={(v) => set('total_ad_requests', v)}
              error={errors.total_ad_requests}
              disabled={readOnly}
            />
            <NumberField
              label={t('players.delayBetweenRequests')}
              value={values.delay_between_requests}
              onChange={(v) => set('delay_between_requests', v)}
              error={errors.delay_between_requests}
              disabled={readOnly}
            />
          </SimpleGrid>
          <SwitchField label={t('players.debug')} checked={values.debug} onChange={(v) => set('debug', v)} disabled={readOnly} />
        </>
      )}
    </PartSection>
  );
}

/** What the player plays: an external URL, a video of the website's library, or one of its playlists. */
export function ContentSection({ player, readOnly, videoBrowser }: SectionProps & { videoBrowser?: VideoBrowser }) {
  if (player.content === null) return null;
  return (
    <PartSection
      anchor={optionSections.content.id}
      title={t('players.content')}
      get={contentEndpoints.get}
      update={contentEndpoints.update}
      id={player.content}
      saved="players.contentUpdated"
      failed="players.contentFailed"
      readOnly={readOnly}
    >
      {(form) => <ContentFields player={player} form={form} videoBrowser={videoBrowser} />}
    </PartSection>
  );
}

/** Where the player sits on the page. */
export function FormatSection({ player, readOnly }: SectionProps) {
  if (player.format === null) return null;
  return (
    <PartSection
      anchor={optionSections.format.id}
      title={t('players.format')}
      get={formatEndpoints.get}
      update={formatEndpoints.update}
      id={player.format}
      saved="players.formatUpdated"
      failed="players.formatFailed"
      readOnly={readOnly}
    >
      {({ values, set, errors }) => (
        <>
          <SimpleGrid cols={2}>
            <ChoiceField
              label={t('players.formatType')}
              values={formatTypes}
              value={values.type}
              onChange={(v) => set('type', v)}
              error={errors.type}
              disabled={readOnly}
            />
            <ChoiceField
              label={t('players.position')}
              values={formatPositions}
              value={values.position}
              onChange={(v) => set('position', v)}
              error={errors.position}
              disabled={readOnly}
            />
            <ChoiceField
              label={t('players.companionPosition')}
              values={companionPositions}
              value={values.companion_position}
              onChange={(v) => set('companion_position', v)}
              error={errors.companion_position}
              disabled={readOnly}
            />
          </SimpleGrid>
          <SwitchField
            label={t('players.closeButton')}
            checked={values.close_button}
            onChange={(v) => set('close_button', v)}
            disabled={readOnly}
          />
        </>
      )}
    </PartSection>
  );
}

/** Ad ids the player never plays. */
export function BlocklistSection({ player, readOnly }: SectionProps) {
  if (player.blocklist === null) return null;
  return (
    <PartSection
      anchor={optionSections.blocklist.id}
      title={t('players.blocklist')}
      get={blocklistEndpoints.get}
      update={blocklistEndpoints.update}
      id={player.blocklist}
      saved="players.blocklistUpdated"
      failed="players.blocklistFailed"
      readOnly={readOnly}
    >
      {({ values, set, errors }) => (
        <BlocklistEditor ads={values.ads} onChange={(ads) => set('ads', ads)} error={errors.ads} readOnly={readOnly} />
      )}
    </PartSection>
  );
}
