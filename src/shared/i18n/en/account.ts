const PASSWORD_RULE = 'It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.';

/** Sign-up, waiting list, password change, recovery and reset (pages and the server's error messages). */
export const account = {
  errors: {
    join: {
      email: {
        invalid: 'Please enter a valid e-mail address.',
        taken: 'An account with this e-mail address already exists.',
      },
      password: { invalid: `Your password is not valid. ${PASSWORD_RULE}` },
      code: {
        required: 'Please enter your invitation code.',
        unknown: 'This invitation code is not valid. Please check it and try again.',
        used: 'This invitation code has already been used.',
        expired: 'This invitation code has expired. Please ask for a new one.',
        wrongEmail: 'This invitation code was sent to a different e-mail address.',
      },
    },
    changePassword: {
      currentPassword: { incorrect: 'Your current password is not correct.' },
      newPassword: { invalid: `Your new password is not valid. ${PASSWORD_RULE}` },
    },
    resetPassword: {
      email: { invalid: 'Please enter a valid e-mail address.' },
      password: { invalid: `Your new password is not valid. ${PASSWORD_RULE}` },
      recoveryCode: { invalid: 'This reset link is not valid any more. Please ask for a new one.' },
    },
    unknown: 'An unknown error occurred.',
  },
  validation: {
    email: 'Please enter a valid e-mail address.',
    password: 'Please enter your password.',
    currentPassword: 'Please enter your current password.',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    code: 'Invitation code',
    currentPassword: 'Current password',
    newPassword: 'New password',
  },
  passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
  codeFromLink: 'From your invitation link.',
  backToLogin: 'Back to login',
  goToLogin: 'Go to login',
  join: {
    title: 'Sign up',
    intro: 'Spelldown is invitation-only while in beta. Enter your invitation code to create your account.',
    submit: 'Create account',
    busy: 'Creating your account…',
    errorsHeading: "Oops! That didin't work:",
    success: "Your account has been created and you're ready to log in.",
    haveAccount: 'Already have an account?',
    noCode: 'No invitation yet?',
    waitingList: 'Join the waiting list',
  },
  waitingList: {
    title: 'Join the waiting list',
    intro: "We're letting players in a few at a time. Leave your e-mail and we'll send you an invitation.",
    submit: 'Join the waiting list',
    busy: 'Adding you…',
    success: "You're now on the waiting list! We'll get back to you soon.",
    haveCode: 'Have an invitation code?',
    signUp: 'Sign up',
  },
  changePassword: {
    title: 'Change Password',
    intro: "Choose a new password. You'll stay logged in here; your other devices will be logged out.",
    submit: 'Change password',
    busy: 'Changing…',
    errorsHeading: 'Oops!',
    success: 'Your password was changed successfully!',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
    submit: 'Send me a link',
    busy: 'Sending…',
    success: 'An email has been sent to {{email}}.',
    successHint: 'The link works once, for an hour. Check your spam folder if it does not arrive.',
  },
  resetPassword: {
    title: 'Reset your password',
    intro: 'Enter the e-mail address of your account and choose a new password.',
    submit: 'Reset password',
    busy: 'Resetting…',
    success: 'Your password has been reset.',
    newLink: 'Need a new link?',
  },
};
