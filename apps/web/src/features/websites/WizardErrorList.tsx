import { List } from '@mantine/core';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { useProductName } from '@pubdesk/ui/branding';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import type { WizardErrorLine } from './wizard-errors';
import type { RowSection, WizardStepId } from './wizard-values';

export const stepTitles: Record<WizardStepId, MessageKey> = {
  website: 'common.website',
  placements: 'websites.stepPlacements',
  fill_rates: 'shares.fillRateTitle',
  shares: 'shares.title',
  players: 'nav.players',
};

const shareTitles: Partial<Record<RowSection, MessageKey>> = {
  'shares.platform': 'shares.platformTitle',
  'shares.network': 'shares.networkTitle',
  'shares.pmp': 'shares.pmpTitle',
};

/** 'Placement Groups, row 2' / 'Pubdesk Shares, row 1' / 'Website': where a message belongs. */
function placeOf(line: WizardErrorLine, product: string): string | null {
  if (!line.step) return null;
  const shareTitle = line.section ? shareTitles[line.section] : undefined;
  const step = shareTitle ? t(shareTitle, { product }) : t(stepTitles[line.step]);
  return line.row === null ? step : t('websites.rowError', { step, row: line.row });
}

/** The server's refusal of the wizard, each message named by its step, row and field. */
export function WizardErrorList({ lines }: { lines: WizardErrorLine[] }) {
  const product = useProductName();
  return (
    <List size="sm" spacing={2}>
      {lines.map((line, index) => {
        const place = placeOf(line, product);
        const field = line.field ? capitalizeUnderscored(line.field) : null;
        const prefix = [place, field].filter(Boolean).join(' · ');
        return (
          <List.Item key={index}>
            {prefix ? <strong>{prefix}: </strong> : null}
            {line.text}
          </List.Item>
        );
      })}
    </List>
  );
}
