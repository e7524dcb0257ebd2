/*
 * The portal's texts (/portal/: the app where networks and publishers read their own revenue,
 * websites, players, payments and ads.txt). Its signed-out pages reuse `auth`; what only the
 * portal shows lives here, one object per screen.
 */

/** The frame: navigation, the impersonation banner, the pages that send people elsewhere. */
export const portalMessages = {
  title: '{company} for publishers',
  nav: {
    overview: 'Overview',
    websites: 'Websites',
    players: 'Players',
    reports: 'Reports',
    payments: 'Payments',
    adsTxt: 'ads.txt',
    profile: 'Profile',
    publishers: 'Publishers',
    support: 'Support',
  },
  /** Staff who sign in at the portal, and networks or publishers who sign in at the console. */
  staffDeniedTitle: 'This is the publisher portal',
  staffDeniedText: 'Staff accounts sign in to the console. You have not been signed in here.',
  toConsole: 'Go to the console sign-in',
  toPortal: 'Networks and publishers sign in at the portal',
  impersonation: {
    banner: 'Viewing as {name}',
    end: 'End',
    opening: 'Opening the session...',
    refusedTitle: 'Impersonation not opened',
    endedTitle: 'Impersonation ended',
    endedText: 'Impersonation ended. You can close this tab.',
    /** Shown beside the e-mail, password and bank forms, which an impersonated session may not change. */
    readOnly: 'You are viewing as this user: e-mail, password and bank details can only be changed by the user.',
  },
} as const;
