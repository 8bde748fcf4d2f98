export const common = {
  appName: 'Spelldown',
  /** What Spelldown is: the page's meta description, and the beta page's first paragraph. */
  description: 'Spelldown is a daily spelling bee: six words a day, spoken aloud, for you to spell.',
  loading: 'Loading...',
  backHome: 'Take me home',
  notFound: {
    title: 'Oopsy daisy.',
    text: "It seems the page you're looking for doesn't exist!",
  },
  unauthorized: {
    title: 'Please log in',
    text: 'You need to be logged in to see this page.',
    action: 'Go to login',
  },
  forbidden: {
    title: 'Staff only',
    text: "Your account doesn't have access to this page.",
  },
  error: {
    title: 'Something went wrong',
    text: 'We could not load this page. Please try again in a moment.',
    retry: 'Try again',
  },
  rateLimited: 'Too many attempts. Please wait {{wait}} and try again.',
  pageTitle: '{{page}} · Spelldown',
};
