export const auth = {
  login: {
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
  },
  beta: {
    title: 'Spelldown is in public beta',
    body1: 'Spelldown is a daily spelling bee: six words a day, spoken aloud, for you to spell.',
    body2:
      'We are inviting players in small groups while we polish the game. Things may change, and your feedback shapes what comes next.',
    body3: 'If you do not have an invitation yet, join the waiting list and we will get back to you.',
    waitingList: 'Join the waiting list',
    login: 'Log in',
  },
};
