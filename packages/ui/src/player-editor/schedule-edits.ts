import type { Schedule } from '@pubdesk/contract';

/** The fields of a schedule the editor shows: the tag lists, the single tag and the banner script. */
export type ScheduleSection = 'preroll' | 'midroll' | 'postroll' | 'vast' | 'multiple_vast' | 'display_banner';
export type ScheduleValues = Pick<Schedule, 'type' | ScheduleSection>;

/** The sections each schedule type shows (the display banner shows with every type). */
export const sectionsOf = (type: Schedule['type']): ScheduleSection[] =>
  type === 'vmap' ? ['preroll', 'midroll', 'postroll'] : type === 'vast' ? ['vast'] : ['multiple_vast'];

const single = (section: ScheduleSection): section is 'vast' | 'display_banner' => section === 'vast' || section === 'display_banner';

/**
 * A pick in a section: in vast or display-banner mode it replaces the choice; in the others the
 * tag is appended (once).
 */
export function pick(values: ScheduleValues, section: ScheduleSection, id: number): ScheduleValues {
  if (single(section)) return { ...values, [section]: id };
  const list = values[section];
  return list.includes(id) ? values : { ...values, [section]: [...list, id] };
}

/** Deleting a section empties it: a list becomes empty, a single becomes null. */
export const clear = (values: ScheduleValues, section: ScheduleSection): ScheduleValues => ({
  ...values,
  [section]: single(section) ? null : [],
});

/** One id out of a section. */
export function drop(values: ScheduleValues, section: ScheduleSection, id: number): ScheduleValues {
  if (single(section)) return values[section] === id ? { ...values, [section]: null } : values;
  return { ...values, [section]: values[section].filter((x) => x !== id) };
}

/** The ids a section holds, as a list. */
export const idsIn = (values: ScheduleValues, section: ScheduleSection): number[] => {
  const value = values[section];
  return Array.isArray(value) ? value : value === null ? [] : [value];
};
