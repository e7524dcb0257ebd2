/** Texts of the signed-out screens: sign in, forgotten password, reset, account verification, sign-up. */
export const authMessages = {
  returnToLogin: 'Return to login',
  login: {
    title: 'Sign in',
    intro: 'Sign in to {company}',
    submit: 'Login',
    forgotLink: 'I Forgot my password',
    failedTitle: 'Faild to login',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter your email and we will send you a link to reset your password.',
    invalidEmail: 'Please provide a valid email.',
    resend: 'Resend',
    failedTitle: 'Failed to send the reset link',
  },
  reset: {
    title: 'Reset your password',
    submit: 'Reset',
    checking: 'Checking your link...',
    returning: 'Returning to login...',
  },
  verifyAccount: {
    title: 'Account verification',
    verifying: 'Verifying your account...',
    toLogin: 'Go to login',
  },
  signup: {
    title: 'Create an account',
    submit: 'Sign up',
    toLogin: 'Already have an account? Login',
  },
} as const;
