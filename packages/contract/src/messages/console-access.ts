/** Console texts of what a signed-in user may not do: screens, panels and forms they may only read. */
export const accessMessages = {
  noAccessTitle: 'No access',
  noAccessText: 'Your account does not have permission to open this page. Ask an administrator if you need it.',
  noAccessPanel: 'Your account does not have permission to see this.',
  readOnly: 'You can view this record but not change it.',
  backHome: 'Back to dashboard',
  /** A section's own page (/credentials, /settings): the screens under it. */
  sectionIntro: 'Choose a page of this section.',
  sectionEmpty: 'There is nothing in this section for your account.',
  /** The status radio of a record whose status the radios cannot set (pending). */
  statusShownOnly: '{status} is set by the platform; choose Active or Suspended to change it.',
} as const;
