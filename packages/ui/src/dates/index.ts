/** Days as `YYYY-MM-DD` in the browser's calendar and the report presets (no date picker: see date-picker). */
export { datePresetKeys, defaultRange, localToday, presetRanges, shiftDay, type DatePresetKey, type DateRange } from './date-presets';
export { formatDateTime } from './date-time';
