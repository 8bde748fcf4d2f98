/** The login page (product §9). */
export const login = {
  title: 'Log in',
  intro: 'Welcome back! Log in to play today’s spelling bee.',
  password: 'Password',
  submit: 'Login',
  busy: 'Logging in…',
  failed: 'Login failed.',
  noAccount: 'Have an invitation code?',
  signUp: 'Sign up',
  forgot: 'I forgot my password',
  waitingList: 'No invitation yet? Join the waiting list',
};
