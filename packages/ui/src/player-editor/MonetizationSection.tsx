import { monetizationEndpoints, type Player } from '@pubdesk/contract';
import { t } from '../i18n';
import { AdItemsPanel } from './AdItemsPanel';
import { optionSections } from './option-sections';
import { PartSection } from './PartSection';
import { SwitchField } from './player-fields';
import { ScheduleEditor } from './ScheduleEditor';

/** Whether the player shows ads, its schedule, and the website's ad tags and scripts the schedule picks from. */
export function MonetizationSection({ player, readOnly }: { player: Player; readOnly: boolean }) {
  return (
    <>
      {player.monetization !== null ? (
        <PartSection
          anchor={optionSections.monetization.id}
          title={t('players.monetization')}
          get={monetizationEndpoints.get}
          update={monetizationEndpoints.update}
          id={player.monetization}
          saved="players.monetizationUpdated"
          failed="players.monetizationFailed"
          readOnly={readOnly}
        >
          {({ values, set }) => (
            <SwitchField label={t('players.monetize')} checked={values.monetize} onChange={(v) => set('monetize', v)} disabled={readOnly} />
          )}
        </PartSection>
      ) : null}
      <ScheduleEditor player={player} readOnly={readOnly} />
      <AdItemsPanel websiteId={player.website_id} />
    </>
  );
}
