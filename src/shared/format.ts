import { EMAIL_DISPLAY_LENGTH, SENTENCE_PREVIEW_WORDS } from './constants';

/** The drawer's e-mail: at most 25 characters, with an ellipsis added when cut. */
export function truncateEmail(email: string, max = EMAIL_DISPLAY_LENGTH): string {
  return email.length > max ? `${email.slice(0, max)}…` : email;
}

/** The admin word list's preview: the first five words, with an ellipsis when there are more. */
export function truncateWords(text: string, max = SENTENCE_PREVIEW_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : words.join(' ');
}
