import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { useRows } from '../../components/use-rows';
import { SectionCard } from '@pubdesk/ui/shell';
import { Wizard, type WizardStep } from '../../components/Wizard';
import { useFields } from '@pubdesk/ui/forms';
import { FillRatesStep } from './FillRatesStep';
import { PlacementsStep } from './PlacementsStep';
import { PlayersStep } from './PlayersStep';
import { SharesStep } from './SharesStep';
import { websitePath } from './paths';
import { emptyWebsiteForm } from './website-form';
import { WebsiteFields } from './WebsiteFields';
import { useCreateWebsiteStages, type StagesResult } from './websites.api';
import { mapWizardErrors, type WizardErrors } from './wizard-errors';
import { buildStagesPayload } from './wizard-payload';
import { wizardSteps, type NetworkShareRow, type PlacementRow, type PlayerRow, type RateRow, type ShareRow } from './wizard-values';
import { stepTitles, WizardErrorList } from './WizardErrorList';
import { notifyDone, notifyFailed } from '@pubdesk/ui/notify';

/** the wizard posts 2 seconds after Submit. */
export const wizardSubmitDelayMs = 2000;

/** The spec reads the new website's id from `id`, or else from `website.id`. */
function createdId(result: StagesResult): number {
  return result.id ?? result.website.id;
}

const noErrors: WizardErrors = { website: {}, rows: {}, lines: [], firstStep: null };

/** Website, Placement Groups, Fill Rate, Shares, Players: one POST /websites/stages/ at the end. */
export function WebsiteWizard() {
  // The PMP shares step only for who may add them (admins by default).
  const withPmp = useCan('shares.add_pmpshare');
  const navigate = useNavigate();
  const stages = useCreateWebsiteStages();
  const website = useFields(emptyWebsiteForm);
  const placements = useRows<PlacementRow>();
  const fillRates = useRows<RateRow>();
  const platform = useRows<ShareRow>();
  const network = useRows<NetworkShareRow>();
  const pmp = useRows<ShareRow>();
  const players = useRows<PlayerRow>();
  const [active, setActive] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<WizardErrors>(noErrors);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = () => {
    const payload = buildStagesPayload(
      {
        website: website.values,
        placements: placements.rows,
        fill_rates: fillRates.rows,
        platform: platform.rows,
        pmp: pmp.rows,
        network: network.rows,
        players: players.rows,
      },
      { includePmp: withPmp },
    );
    setSubmitted(true);
    setErrors(noErrors);
    timer.current = window.setTimeout(() => {
      stages.mutate(payload, {
        onSuccess: (created) => {
          const id = createdId(created);
          notifyDone(t('common.addedWithId', { id }), 'common.operationSuccess');
          navigate(websitePath(id));
        },
        onError: (error) => {
          const mapped = mapWizardErrors(error);
          setErrors(mapped);
          setSubmitted(false);
          if (mapped.firstStep !== null) setActive(mapped.firstStep);
          // The notice is the refusal's one report (a field's message also sits beside the field,
          // and the steps at fault are marked): the wizard does not list it again under its buttons.
          const text = mapped.lines.map((line) => [line.section ?? line.step, line.row, line.field, line.text].join(' ')).join('\n');
          notifyFailed(<WizardErrorList lines={mapped.lines} />, 'common.operationFailed', text);
        },
      });
    }, wizardSubmitDelayMs);
  };

  const content = {
    website: <WebsiteFields values={website.values} set={website.set} errors={errors.website} />,
    placements: <PlacementsStep rows={placements} errors={errors.rows.placements} />,
    fill_rates: <FillRatesStep rows={fillRates} errors={errors.rows.fill_rates} />,
    shares: (
      <SharesStep
        platform={platform}
        network={network}
        pmp={pmp}
        showPmp={withPmp}
        websiteNetwork={website.values.network}
        errors={errors.rows}
      />
    ),
    players: <PlayersStep rows={players} errors={errors.rows.players} />,
  };
  const steps: WizardStep[] = wizardSteps.map((id) => ({
    label: t(stepTitles[id]),
    content: content[id],
    invalid: errors.lines.some((line) => line.step === id),
  }));

  return (
    <SectionCard title={t('websites.wizardTitle')} gap="md">
      <Wizard
        steps={steps}
        active={active}
        onActiveChange={setActive}
        onSubmit={submit}
        submitted={submitted}
        labels={{
          steps: t('websites.wizardSteps'),
          previous: t('common.previous'),
          next: t('common.next'),
          submit: t('websites.submit'),
          submitting: t('websites.submitting'),
        }}
      />
    </SectionCard>
  );
}
