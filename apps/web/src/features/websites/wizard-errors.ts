import { ApiError } from '@pubdesk/ui/api';
import { errorLines } from '@pubdesk/ui/forms';
import { wizardSteps, type RowSection, type WizardStepId } from './wizard-values';

export type FieldMessages = Partial<Record<string, string>>;

/** One message of a refused wizard, placed on its step and (for row lists) its 1-based row. */
export interface WizardErrorLine {
  step: WizardStepId | null;
  section: RowSection | null;
  row: number | null;
  field: string | null;
  text: string;
}

/** A 400 answer of POST /websites/stages/ laid out over the wizard. */
export interface WizardErrors {
  /** Field messages of the Website step ('website.url' -> url). */
  website: FieldMessages;
  /** Field messages per row list and row index ('placements.1.group_id'). */
  rows: Partial<Record<RowSection, Record<number, FieldMessages>>>;
  lines: WizardErrorLine[];
  /** The first step with something wrong: the wizard goes back to it. */
  firstStep: number | null;
}

const sections: Record<string, RowSection> = {
  placements: 'placements',
  fill_rates: 'fill_rates',
  players: 'players',
  'shares.platform': 'shares.platform',
  'shares.pmp': 'shares.pmp',
  'shares.network': 'shares.network',
};

function stepOf(section: RowSection): WizardStepId {
  return section.startsWith('shares.') ? 'shares' : (section as WizardStepId);
}

/** Splits 'shares.network.0.network_id' into section, index and field. */
function placeKey(key: string): Omit<WizardErrorLine, 'text'> {
  const parts = key.split('.');
  if (parts[0] === 'website') {
    return { step: 'website', section: null, row: null, field: parts.slice(1).join('.') || null };
  }
  const sectionLength = parts[0] === 'shares' ? 2 : 1;
  const section = sections[parts.slice(0, sectionLength).join('.')];
  if (section) {
    const index = parts[sectionLength];
    const row = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : null;
    const fieldStart = row === null ? sectionLength : sectionLength + 1;
    return { step: stepOf(section), section, row, field: parts.slice(fieldStart).join('.') || null };
  }
  if (parts[0] === 'shares') return { step: 'shares', section: null, row: null, field: parts.slice(1).join('.') || null };
  if (key === 'non_field_errors' || key === 'detail') return { step: null, section: null, row: null, field: null };
  return { step: null, section: null, row: null, field: key };
}

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return [value];
  return [JSON.stringify(value)];
}

export function mapWizardErrors(error: unknown): WizardErrors {
  const result: WizardErrors = { website: {}, rows: {}, lines: [], firstStep: null };
  const body = error instanceof ApiError ? error.body : null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !(error instanceof ApiError) || error.status !== 400) {
    result.lines = errorLines(error).map((line) => ({ step: null, section: null, row: null, field: line.field, text: line.text }));
    return result;
  }

  for (const [key, value] of Object.entries(body)) {
    if (key === 'code') continue;
    const place = placeKey(key);
    for (const text of messagesOf(value)) result.lines.push({ ...place, text });
    const joined = messagesOf(value).join(' ');
    if (place.step === 'website' && place.field) result.website[place.field] = joined;
    if (place.section && place.row !== null && place.field) {
      const rows = (result.rows[place.section] ??= {});
      const fields = (rows[place.row - 1] ??= {});
      fields[place.field] = joined;
    }
    if (place.step) {
      const index = wizardSteps.indexOf(place.step);
      result.firstStep = result.firstStep === null ? index : Math.min(result.firstStep, index);
    }
  }
  return result;
}
