/** Texts the API sends in `detail` or field errors (see ./index.ts). */
export const apiMessages = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenInvalid: 'Token is invalid or expired',
  forbidden: 'You do not have permission to perform this action.',
  /** Someone tried to change an account ranked at or above their own (or an admin's, not being one). */
  accountAboveYou: 'You cannot change the account of a user ranked at or above you.',
  /** Someone tried to give a role above their own rank (users.admin.routes, the profile's user_role). */
  onlyAdminMakesAdmin: 'Only an admin can create or change an admin.',
  roleAboveYou: 'You cannot give a role ranked above your own.',
  notFound: 'Not found.',
  badCredentials: 'No active account found with the given credentials',
  accountDisabled: 'Your account has been disabled.',
  throttled: 'Too many failed sign-in attempts. Try again in {minutes} minute(s).',
  resetThrottled: 'Too many password reset requests. Try again in {minutes} minute(s).',
  signupThrottled: 'Too many sign-ups from this address. Try again in {minutes} minute(s).',
  adsTxtBusy: 'Too many ads.txt checks are running. Try again in a few seconds.',
  /** More passwords being checked at once, server-wide, than the server queues (lib/passwords.ts). */
  /** In the outbox, a reset or verification link of someone else's message, to a reader who is not an admin. */
  outboxSecretHidden: '[link hidden: only its addressee and admins see it]',
  passwordChecksBusy: 'Too many passwords are being checked right now. Try again in a few seconds.',
  /** A requester's tickets and replies each send mail to staff: bounded per hour. */
  ticketsThrottled: 'You have opened {max} tickets in the last hour. Try again later, or add to an open ticket.',
  repliesThrottled: 'You have sent {max} messages in the last hour. Try again later.',
  /** An anonymous client asked for too many player configs not kept in memory (unknown ids, `?cache=no`). */
  publicConfigThrottled: 'Too many player config requests from your address. Try again in {seconds} second(s).',
  loggedOut: 'Successfully logged out.',
  registered: 'Your account has been created. Check your email to verify it.',
  signupClosed: 'Sign-up is not available on this domain.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  keyInvalid: 'This url is not valid or has expired!',
  keyValid: 'The key is valid.',
  accountVerified: 'Your account has been verified.',
  forgotSent: 'If an account with this email exists, a password reset link has been sent to it.',
  passwordReset: 'Your password has been reset. You can now login with the new password.',
  emailChanged: 'Your email has been changed.',
  passwordChanged: 'Your password has been changed.',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  /** The caller's own current password, asked before an e-mail change. */
  wrongPassword: 'Your password was entered incorrectly. Please enter it again.',
  /** A session-only route (e-mail, password, bank account, API keys, impersonation) called from an impersonated session. */
  impersonatedSession: "This action needs the user's own session, not an impersonated one.",
  /** `POST /auth/impersonation/end/` from a session that is nobody's impersonation. */
  notImpersonated: 'This session is not an impersonation.',
  /** Changing another user's e-mail or password would hand the caller permissions they lack. */
  credentialsAboveYou: 'You cannot change the credentials of a user who has permissions you do not have.',
  /** A new user, role or group would hold permissions the caller lacks (the caller would know or could set their password). */
  permissionsAboveYou: 'You cannot give a user permissions you do not have.',
  domainTaken: 'A whitelist entry with this domain already exists.',
  notANetwork: 'Select a user with the network role.',
  /** A scoped caller (a network's manager) writing a white label with no network: it would be the platform's, out of their sight. */
  whitelabelNeedsNetwork: 'Select one of your networks.',
  sourceBeyondScope: 'This demand source also pays websites you do not look after: ask someone who sees every website to change it.',
  invalidPk: 'Invalid pk "{id}" - object does not exist.',
  playerPartExists: 'This player already has one.',
  staysOnWebsite: 'A player, ad tag or ad script cannot move to another website.',
  notAPlayerUrl: 'Enter the public URL of a player: /api/players/public/{id}/.',
  invalidChoice: '"{value}" is not a valid choice.',
  categoryNameTaken: 'A category with this name already exists.',
  contentUrlRequired: 'Enter the URL of the content to play.',
  wrongAssignmentRole: 'Select a user with the {role} role.',
  assignmentParties: 'An assignment links at least two of organization, ad operation, account manager, network, publisher and website.',
  assignmentExists: 'This assignment already exists.',
  assignmentManager: 'This user cannot look after assignments.',
  assignmentManagerConflict: 'This field is set by the manager.',
  ownAssignments: 'You cannot change your own assignments.',
  deleteYourself: 'You cannot delete yourself.',
  suspendYourself: 'You cannot suspend yourself.',
  ownRoleGroups: 'You cannot change your own role, groups or verification.',
  groupTypeNameTaken: 'A group type with this name already exists.',
  apiKeyDisabled: 'This API key is not active.',
  apiKeyForStaff: 'An API key for another staff user acts as that user: only their own key can be made for staff.',
  apiKeyNotHere: 'This action needs a signed-in user, not an API key.',
  apiKeyUnknownPermission: 'Unknown permission: {codename}.',
  apiKeyNotHeld: 'The key cannot carry a permission its user does not have: {codename}.',
  fileTooLarge: 'The file is larger than {max} MB.',
  fileType: 'Upload a valid image: {types}.',
  noFile: 'No file was submitted.',
  unknownField: 'Unknown upload field: {field}.',
  invalidBody: 'The request body is not valid JSON.',
  /** JSON nested past the bound is refused before anything walks it. */
  bodyTooDeep: 'The request body is nested more than {max} levels deep.',
  /** A lone UTF-16 surrogate (DRF's text): it is no character, and PostgreSQL cannot store it. */
  surrogateCharacters: 'Surrogate characters are not allowed: U+{code}.',
  /** A U+0000 anywhere in the input (DRF's text): PostgreSQL cannot store it in text. */
  nullCharacters: 'Null characters are not allowed.',
  malformedRequest: 'Malformed request.',
  malformedUrl: 'The request URL is malformed.',
  urlTooLong: 'The request URL is too long.',
  headersTooLarge: 'Request header fields too large.',
  requestTimeout: 'Request timeout.',
  unsupportedMediaType: 'Unsupported media type "{type}" in request.',
  /** A method the path does not serve (DRF's text); the answer's Allow header lists those it does. */
  methodNotAllowed: 'Method "{method}" not allowed.',
  tooLarge: 'Request entity too large.',
  multipartNoBoundary: 'Multipart form parse error - Invalid boundary in multipart: None',
  multipartTruncated: 'Multipart form parse error - Unexpected end of multipart data.',
  serverError: 'A server error occurred.',
  /** A number the database cannot hold (a sum of figures past its digits). */
  figureTooLarge: 'A figure is too large to be recorded.',
  mailResetSubject: 'Reset your {product} password',
  mailResetBody:
    'Hello {name},\n\nFollow this link to choose a new password. It expires in one hour.\n\n{link}\n\nIf you did not ask for this, ignore this email.',
  mailVerifySubject: 'Verify your {product} account',
  mailVerifyBody: 'Hello {name},\n\nFollow this link to verify your account. It expires in 7 days.\n\n{link}',
  mailEmailChangedSubject: 'Your {product} email address was changed',
  mailEmailChangedBody:
    'Hello {name},\n\nThe email address of your {product} account ({username}) was changed to {email}. Mail for the account, password resets included, now goes there.\n\nIf you did not make this change, contact your administrator at once.',
  mailPasswordChangedSubject: 'Your {product} password was changed',
  mailPasswordChangedBody:
    'Hello {name},\n\nThe password of your {product} account ({username}) was changed, and every session of the account was signed out.\n\nIf you did not make this change, contact your administrator at once.',
} as const;
