// Every user-facing text of the spec (sections 2, 4, 5 and 8), verbatim, spelling included.
export const MSG = {
  login: {
    emailRequired: 'Please enter your email.',
    passwordRequired: 'Please enter your password.',
    success: 'You have been loggedin',
  },
  register: {
    nameRequired: 'Please, enter your name.',
    companyRequired: 'Please, enter your company name.',
    emailRequired: 'Please, enter your email.',
    passwordRequired: 'Please, enter your password.',
    passwordMismatch: 'Your password and confirm password are not equal.',
    created: 'Your account created.',
    requiredFields: 'Please, enter required fields.',
    emailTaken: 'This email is registered before.',
    emailMalformed: 'Please, enter your email correctly.',
    thankYou: 'Thank you for your registration',
  },
  confirm: {
    codeRequired: 'Please, enter confirm code.',
    awaitingApproval: 'Your account will be activated after admin approval.',
    codeResent: 'New code has been send.',
  },
  reset: {
    emailRequired: 'Please, enter your email.',
    linkSent: 'Reset password link has been send to your email.',
    badLink: 'Your link is not correct.',
    passwordRequired: 'Please, enter your password.',
    changed: 'Your password has been changed.',
  },
  changePassword: {
    currentRequired: 'Please, enter your current password.',
    newRequired: 'Please, enter your new password.',
    confirmRequired: 'Please, enter confirm password.',
  },
  wishlist: {
    added: 'Added to wishlist.',
    addedLong: 'The product was added to the wishlist.',
    removed: 'Removed from wishlist',
  },
  cart: {
    added: 'Product added',
    removed: 'Product removed',
    empty: 'No Products in your cart',
  },
  order: {
    registered: 'Invoce registered successfully.',
    approved: 'This order has been approved.',
    waiting: 'This order waiting for approval.',
    none: 'No Orders Yet!',
  },
  listing: { empty: 'There is no product.' },
  token: {
    notString: 'Invalid token specified: must be a string',
    missingPart: 'missing part',
    invalidBase64: 'invalid base64',
    invalidJson: 'invalid json',
  },
  error: 'Error',
  fallbackTitle: 'Unexpected Application Error',
} as const;

export const approvalNotice = (provider: string) => `This item needs ${provider} approval.`;
export const approvalNoticeProduct = (provider: string) =>
  `You choose more than 30. This item needs ${provider} approval.`;
export const rangeText = (first: number, last: number, count: number) => `${first} - ${last} of ${count} Products`;

// Account-screen texts the spec leaves open: limits the server enforces (api-contract.md) are
// explained before the call, and outcomes the spec names without a wording get one.
export const ACCOUNT_MSG = {
  passwordTooShort: 'Your password must have at least 8 characters.',
  passwordTooLong: 'Your password must have at most 128 characters.',
  fileType: 'Please, choose a .jpg, .jpeg, .png, .webp or .pdf file.',
  fileTooLarge: 'Please, choose a file of at most 5 MB.',
  fileUnreadable: 'This file could not be read. Please, choose it again.',
  profileSaved: 'Your profile has been updated.',
  chooseCountry: 'Choose a country',
} as const;
