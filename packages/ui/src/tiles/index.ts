/** Figure tiles: a titled card of counts, and the revenue tiles of today, yesterday, 7 days and the month. */
export { RevenueTiles } from './RevenueTiles';
export { StatTile, type StatFigure } from './StatTile';
