/** The page about the public beta; its first paragraph is `common.description`. */
export const beta = {
  title: 'Spelldown is in public beta',
  groups:
    'We are inviting players in small groups while we polish the game. Things may change, and your feedback shapes what comes next.',
  noInvitation: 'If you do not have an invitation yet, join the waiting list and we will get back to you.',
  waitingList: 'Join the waiting list',
  login: 'Log in',
};
