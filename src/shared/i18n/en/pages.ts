/** Page headings used before a feature's own namespace exists. */
export const pages = {
  daily: "Today's Spelling Bee",
  archive: 'The Archive',
  training: 'Training Mode',
  password: 'Change Password',
  join: 'Sign up',
  waitingList: 'Join the waiting list',
  forgotPassword: 'Forgot your password?',
  resetPassword: 'Reset your password',
  game: 'Spelling Bee',
  admin: 'Admin',
};
