import { Stack, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { useProductName } from '@pubdesk/ui/branding';
import type { RowsState } from '../../components/use-rows';
import { AssignableUserSelect } from '../../components/AssignableUserSelect';
import { ShareRows } from './ShareRows';
import type { WizardErrors } from './wizard-errors';
import { emptyShare, type NetworkShareRow, type ShareRow } from './wizard-values';

interface SharesStepProps {
  platform: RowsState<ShareRow>;
  network: RowsState<NetworkShareRow>;
  pmp: RowsState<ShareRow>;
  /** PMP shares are for admins only. */
  showPmp: boolean;
  /** The network chosen on the Website step: new network shares start with it. */
  websiteNetwork: string;
  errors: WizardErrors['rows'];
}

/** Wizard step 4: {product}, Network and (admins) PMP shares per group type. */
export function SharesStep({ platform, network, pmp, showPmp, websiteNetwork, errors }: SharesStepProps) {
  const product = useProductName();
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-label={t('shares.platformTitle', { product })}>
        <Title order={4}>{t('shares.platformTitle', { product })}</Title>
        <ShareRows
          rows={platform}
          make={emptyShare}
          rowLabel={(n) => t('websites.platformShare', { product, n })}
          addLabel={t('websites.addPlatformShare', { product })}
          errors={errors['shares.platform']}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-label={t('shares.networkTitle')}>
        <Title order={4}>{t('shares.networkTitle')}</Title>
        <ShareRows
          rows={network}
          make={() => ({ ...emptyShare(), network_id: websiteNetwork })}
          rowLabel={(n) => t('websites.networkShare', { n })}
          addLabel={t('websites.addNetworkShare')}
          errors={errors['shares.network']}
          extra={(row, rowErrors) => (
            <AssignableUserSelect
              role="network"
              label={t('common.roles.network')}
              placeholder={t('common.networkPlaceholder')}
              value={row.network_id}
              onChange={(network_id) => network.patch(row.key, { network_id })}
              error={rowErrors?.network_id}
            />
          )}
        />
      </Stack>
      {showPmp ? (
        <Stack gap="xs" component="section" aria-label={t('shares.pmpTitle')}>
          <Title order={4}>{t('shares.pmpTitle')}</Title>
          <ShareRows
            rows={pmp}
            make={emptyShare}
            rowLabel={(n) => t('websites.pmpShare', { n })}
            addLabel={t('websites.addPmpShare')}
            errors={errors['shares.pmp']}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
