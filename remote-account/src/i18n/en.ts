/** The `account` namespace, English: the source every other language is checked against. */
const en = {
  auth: {
    phoneMode: 'Phone',
    emailMode: 'Email',
    phone: 'Phone number',
    phonePlaceholder: 'Enter phone number',
    email: 'Email',
    emailPlaceholder: 'Enter email',
    areaCode: 'Country or region code, now {{code}}',
    code: 'Verification code',
    codePlaceholder: '6-digit code',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}}s',
    password: 'Password',
    passwordPlaceholder: 'Enter password',
    newPassword: 'New password',
    newPasswordPlaceholder: 'At least 6 characters',
    confirmPassword: 'Confirm password',
    confirmPlaceholder: 'Enter the password again',
    inviteCode: 'Invitation code (optional)',
    invitePlaceholder: 'Enter invitation code',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    loginTitle: 'Welcome back',
    registerTitle: 'Create your account',
    forgetTitle: 'Reset your password',
    forgotLink: 'Forgot password?',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    resetPassword: 'Reset password',
  },
  agreement: {
    agreeTo: 'I have read and agree to the {{name}}',
    user: 'User Agreement',
    privacy: 'Privacy Policy',
    userText:
      'By using this app you confirm you are of legal age, keep your login and fund passwords secret, and accept that trading digital assets carries the risk of loss. We may suspend accounts used for fraud or money laundering.',
    privacyText:
      'We collect your phone number or email, identity documents and trading records only to run your account, meet legal duties and keep it secure. We never sell your data and you may ask us to see or delete it.',
    accept: 'I agree',
  },
  area: {
    search: 'Search country, region or code',
    noMatch: 'No matching country or region',
  },
  settings: {
    version: 'Version',
    loggedOut: 'You have logged out',
  },
  assets: {
    total: 'Total assets (USDT)',
    show: 'Show amounts',
    hide: 'Hide amounts',
    available: 'Available',
    frozen: 'Frozen',
    balance: 'Total',
    loadFailed: 'Your assets could not be loaded',
  },
};

export default en;
export type AccountMessages = typeof en;
