/**
 * The server's own words (`server.*`: its replies to any call; `message.*`: the codes it sends),
 * English. No page shows them but as the server's reply, so they are no part of the `common`
 * namespace the pages download; `messages.ts` puts them beside it for `translate`.
 */
const en = {
  server: {
    codeSent: 'The verification code has been sent',
    accountExists: 'This account is already registered',
    accountNotFound: 'No account is registered with this phone number or email',
    wrongCredentials: 'The account or password is incorrect',
    codeWrong: 'The verification code is wrong or has expired',
    codeTooSoon: 'A code was sent just now, please wait before asking again',
    tooManyRequests: 'Too many attempts, please wait a moment',
    notLoggedIn: 'Please log in first',
    notFound: 'Not found',
    badRequest: 'The request could not be understood',
    requestTooLarge: 'The request is too large',
    unsupportedType: 'This kind of request is not accepted',
    internal: 'Something went wrong on our side, please try again',
    inviteInvalid: 'The invitation code does not exist',
    registered: 'Registered successfully, you are logged in',
    passwordReset: 'Password reset, please log in',
    loggedOut: 'You have logged out',
    oldPasswordWrong: 'The original password is incorrect',
    forbidden: 'Access denied',
    alreadyReviewed: 'This request has already been reviewed',
    submittedForReview: 'Submitted, waiting for review',
    kycUnderReview: 'Your verification is under review',
    kycVerified: 'Your identity is already verified',
    kycBasicFirst: 'Please complete basic verification first',
  },
  message: {
    code: 'Your verification code is {{code}}, valid for {{minutes}} minutes. Never tell it to anyone.',
    antiPhishing: '[Anti-phishing code: {{code}}]',
  },
};

export default en;
export type ServerMessages = typeof en;
