import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { t } from '../i18n';
import { datePresetKeys, localToday, presetRanges, type DateRange } from '../dates/date-presets';

interface DateRangePresetsProps {
  /** null: no range chosen (a list of every day). */
  value: DateRange | null;
  onChange: (range: DateRange) => void;
  label?: string;
}

/**
 * A date range with the presets Today, Yesterday, Last 7 Days, Last 30 Days, This Month and Last
 * Month beside the calendar; days are `YYYY-MM-DD`. A range is applied once both ends are picked.
 */
export function DateRangePresets({ value, onChange, label = t('statistics.dateRange') }: DateRangePresetsProps) {
  const ranges = presetRanges(localToday());
  return (
    <DatePickerInput
      type="range"
      label={label}
      value={value ?? [null, null]}
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
      presets={datePresetKeys.map((key) => ({ value: ranges[key], label: t(`statistics.presets.${key}`) }))}
      onChange={([start, end]) => {
        if (start && end) onChange([start, end]);
      }}
      miw={230}
    />
  );
}
