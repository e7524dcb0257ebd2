/** The date range picker with presets (the dates library loads with the module that imports this entry). */
export { DateRangePresets } from './DateRangePresets';
