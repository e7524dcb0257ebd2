/**
 * What the KEY field shows: the full key once revealed and while the eye is open, else the
 * server's masked form ('pdk_••••••••abcd'). A full key already fetched stays in memory when
 * hidden, so copying it again needs no second (audited) reveal.
 */
export function shownKey(masked: string, full: string | null, visible: boolean): string {
  return visible && full !== null ? full : masked;
}

/** The eye button's label: what pressing it does. */
export function eyeLabelKey(visible: boolean): 'apiKeys.hideKey' | 'apiKeys.showKey' {
  return visible ? 'apiKeys.hideKey' : 'apiKeys.showKey';
}
