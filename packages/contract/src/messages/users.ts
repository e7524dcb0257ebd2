/*
 * Texts of the users screens: the list (/users), the New user form, the user screen (/users/:id:
 * header, left card and tabs) and the signed-in user's own profile (/profile). Person fields
 * (names, email, phone, role names) are in common.
 */
export const usersMessages = {
  title: 'Users',
  /** The user a record belongs to, and the user screen's title. */
  user: 'User',
  verified: 'Verified',
  notVerified: 'Not Verified',
  // Shared by the profile and the user screen
  tabLogin: 'Login Info',
  tabBank: 'Bank info',
  profilePicture: 'Profile picture',
  changeEmail: 'Change email',
  currentEmail: 'Current email: {email}',
  emailConfirm: 'Email confirmation',
  /** The signed-in user's own password, asked before an e-mail change. */
  currentPassword: 'Current password',
  /** Under the password asked when the account is someone else's: it is the caller's own. */
  ownPasswordHint: 'Your own password, to confirm the change.',
  // The list
  empty: 'No users found',
  newEntry: 'Add user',
  picture: 'Picture',
  fullName: 'Full Name',
  lastLogin: 'Last login',
  wallet: 'Wallet',
  walletLabel: 'Wallet of {name}',
  newUser: {
    title: 'New user',
    retypePassword: 'Retype password',
    passwordMismatch: "The two password fields didn't match.",
    rolePlaceholder: 'Choose a role',
    groupsPlaceholder: 'Choose permission groups',
    groupsEmpty: 'No groups',
    activeHint: 'Off: the user is suspended.',
    created: 'User created successful.',
    failed: 'Operations faild',
  },
  profile: {
    title: 'Profile',
    tabInfo: 'Your info',
    changePicture: 'Change picture',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmedPassword: 'Confirm new password',
    changePassword: 'Change password',
    bankName: 'Bank name',
    bankAddress: 'Bank address',
    accountName: 'Account name',
    accountNumber: 'Account number',
    swiftCode: 'SWIFT code',
  },
  detail: {
    notFound: 'No user with this id.',
    // Header buttons
    actions: 'User actions',
    suspend: 'Suspend User',
    activate: 'Activate User',
    verify: 'Verify User',
    unverify: 'Unverify User',
    impersonate: 'Impersonate',
    ownAccount: 'Not on your own account',
    impersonating: 'Redirecting ...',
    impersonateFailed: 'Faild to obtain access key',
    publishersOnly: 'Publishers and Networks only',
    // Left card
    card: 'Account summary',
    changePicture: 'Upload picture',
    // Tabs
    tabs: 'User sections',
    tabInfo: 'User info',
    logs: 'Logs',
    additional: 'Additional',
    // Permissions: groups
    groupsPlaceholder: 'Select groups',
    noGroups: 'No groups found',
    // Permissions: exceptions
    exceptionsTitle: 'Exceptions',
    exceptionsEmpty: 'No exceptions',
    permission: 'Permission',
    grant: 'Grant',
    deny: 'Deny',
    addException: 'Add exception',
    deleteException: 'Delete exception {name}',
    exceptionAdded: 'Successfuly added new exception.',
    exceptionAddFailed: 'Failed to add exception.',
    exceptionDeleted: 'Successfuly deleted the selected exception.',
    exceptionDeleteFailed: 'Failed to delete the selected exception.',
    // Permissions: effective
    effectiveTitle: 'Effective permissions',
    effectiveCount: '{count} permissions (role {role}, groups and exceptions)',
    effectiveShow: 'Show all',
    effectiveHide: 'Hide',
    // Logs
    logsEmpty: 'No logs found',
    logDate: 'Date',
    logRequest: 'Request',
    logData: 'Data',
    logPair: '{key}: {value}',
    // Additional: the answers given at sign-up
    typeOfMembership: 'Type of membership',
    interestedIn: 'Interested in',
  },
} as const;
