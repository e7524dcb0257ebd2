import { describe, expect, it } from 'vitest';
import { clear, drop, idsIn, pick, sectionsOf, type ScheduleValues } from './schedule-edits';

const empty: ScheduleValues = { type: 'vmap', preroll: [], midroll: [], postroll: [], vast: null, multiple_vast: [], display_banner: null };

describe('schedule edits', () => {
  it('shows the sections of each type', () => {
    expect(sectionsOf('vmap')).toEqual(['preroll', 'midroll', 'postroll']);
    expect(sectionsOf('vast')).toEqual(['vast']);
    expect(sectionsOf('multiple_vast')).toEqual(['multiple_vast']);
  });

  it('appends in lists (once) and replaces in vast and the display banner', () => {
    let v = pick(pick(empty, 'preroll', 1), 'preroll', 2);
    v = pick(v, 'preroll', 1);
    expect(v.preroll).toEqual([1, 2]);
    v = pick(pick(v, 'vast', 3), 'vast', 4);
    expect(v.vast).toBe(4);
    v = pick(pick(v, 'display_banner', 5), 'display_banner', 6);
    expect(v.display_banner).toBe(6);
    expect(pick(pick(empty, 'multiple_vast', 7), 'multiple_vast', 8).multiple_vast).toEqual([7, 8]);
  });

  it('clearing empties a list and nulls a single; dropping takes one id out', () => {
    const v: ScheduleValues = { ...empty, preroll: [1, 2], vast: 3, display_banner: 4 };
    expect(clear(v, 'preroll').preroll).toEqual([]);
    expect(clear(v, 'vast').vast).toBeNull();
    expect(clear(v, 'display_banner').display_banner).toBeNull();
    expect(drop(v, 'preroll', 1).preroll).toEqual([2]);
    expect(drop(v, 'vast', 3).vast).toBeNull();
    expect(idsIn(v, 'vast')).toEqual([3]);
    expect(idsIn(clear(v, 'vast'), 'vast')).toEqual([]);
  });
});
