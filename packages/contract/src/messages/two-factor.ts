/*
 * Two-factor sign-in (TOTP authenticator apps and recovery codes): the API's answers, the
 * profile's card, the sign-in's second step, the user screen's Reset 2FA and the Security
 * settings. Shared by the console and the portal.
 */
export const twoFactorMessages = {
  /** Field errors of the request schemas. */
  fields: {
    codeFormat: 'Enter the 6-digit code from your authenticator app.',
    recoveryFormat: 'Enter a recovery code as shown, like abcde-12345.',
    codeOrRecovery: 'Enter an authentication code or a recovery code.',
  },
  /** The API's answers. */
  api: {
    codeInvalid: 'The code is not valid. Check the time on your phone and try the newest code.',
    recoveryInvalid: 'The recovery code is not valid or was already used.',
    alreadyOn: 'Two-factor authentication is already on.',
    notOn: 'Two-factor authentication is not on.',
    noPendingSetup: 'Start the set-up again: there is no code to confirm.',
    /** 401 `mfa_token_invalid`: the second step is over (5 minutes, 5 wrong codes, or used). */
    mfaTokenInvalid: 'Your sign-in has expired or had too many wrong codes. Sign in again.',
    requiredByRole: 'Your role requires two-factor authentication, so it cannot be turned off.',
    resetOwn: 'Turn off your own two-factor authentication from your profile.',
    enrolYourselfFirst: 'Turn on two-factor authentication for your own account before requiring it for your role.',
    turnedOn: 'Two-factor authentication is on.',
    turnedOff: 'Two-factor authentication is off.',
    resetDone: 'Two-factor authentication was reset. The user signs in with their password alone until they set it up again.',
    settingsSaved: 'Security settings saved.',
    mailResetSubject: '{product}: two-factor authentication was turned off',
    mailResetBody:
      'Hello {name},\n\nAn administrator turned off two-factor authentication for your {product} account ({username}). ' +
      'You now sign in with your password alone. Set it up again from your profile.\n\n' +
      'If you did not ask for this, change your password and tell your administrator.',
  },
  /** The profile's Two-factor authentication card (console Profile › Login Info, portal Profile). */
  profile: {
    title: 'Two-factor authentication',
    on: 'On',
    off: 'Off',
    intro:
      'Sign in with your password and a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).',
    enabledSince: 'On since {date}. {count} recovery codes left.',
    required: 'Your role requires two-factor authentication.',
    setUp: 'Set up two-factor authentication',
    passwordToStart: 'Enter your password to start.',
    password: 'Password',
    start: 'Continue',
    scan: 'Scan this QR code with your authenticator app, or type the secret key into it.',
    qrAlt: 'QR code for your authenticator app',
    secret: 'Secret key',
    code: 'Authentication code',
    codePlaceholder: '123456',
    confirm: 'Turn on',
    cancel: 'Cancel',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro: 'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download',
    done: 'I have saved my codes',
    regenerate: 'Regenerate recovery codes',
    regenerateIntro: 'New codes replace the old ones, which stop working. Enter your password and a code.',
    regenerated: 'New recovery codes made. The old ones no longer work.',
    disable: 'Turn off',
    disableIntro: 'Enter your password and a code to turn two-factor authentication off.',
    useRecovery: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    recoveryPlaceholder: 'abcde-12345',
    fileName: '{product}-recovery-codes.txt',
  },
  /** The sign-in's second step (console and portal). */
  signIn: {
    title: 'Two-factor authentication',
    intro: 'Enter the code from your authenticator app.',
    recoveryIntro: 'Enter one of your recovery codes. Each works once.',
    code: 'Authentication code',
    useRecovery: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    submit: 'Verify',
    back: 'Back to sign in',
    enrolTitle: 'Set up two-factor authentication',
    enrolIntro: 'Your role requires two-factor authentication. Set it up now to continue.',
    continue: 'Continue',
  },
  /** The user screen (console). */
  user: {
    label: 'Two-factor authentication',
    on: 'On',
    off: 'Off',
    reset: 'Reset 2FA',
    resetTitle: 'Reset two-factor authentication',
    resetConfirm:
      'Turn off two-factor authentication for {name}? They will sign in with their password alone until they set it up again, and they are told by e-mail.',
  },
  /** Settings › Security (console). */
  settings: {
    title: 'Security',
    requireLabel: 'Require two-factor authentication for',
    requireDescription:
      'Users of these roles who have not set it up are sent to set it up after their password, and can do nothing else until they finish. Their open sessions end when you save.',
    save: 'Save',
    failed: 'Could not save the security settings',
  },
} as const;
