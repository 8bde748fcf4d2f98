import type { ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { CheckIcon, CrossIcon } from '../ui/verdict-icons';

export interface Verdict {
  guess: string;
  accepted: boolean;
  /** Every accepted spelling of the word, the canonical one first. */
  acceptable: string[];
}

/**
 * One guess and its verdict: green with a tick and 'Accepted', or red with a cross and
 * 'Not accepted' (never colour alone), then the word's accepted spellings.
 */
export function VerdictRow({ verdict, number, extra }: { verdict: Verdict; number?: number; extra?: ReactNode }) {
  const t = useT();
  const { guess, accepted, acceptable } = verdict;
  const Icon = accepted ? CheckIcon : CrossIcon;
  return (
    <div className="verdict" data-accepted={accepted}>
      <span className="verdict-icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="verdict-body">
        <p className="verdict-head">
          {number !== undefined && <span className="verdict-number">{t('spelling.verdict.number', { number })}</span>}
          <span className="verdict-guess" lang="en">
            {guess}
          </span>
          <span className="verdict-word">
            {accepted ? t('spelling.verdict.accepted') : t('spelling.verdict.notAccepted')}
          </span>
        </p>
        {acceptable.length > 0 && (
          <div className="verdict-acceptable">
            <span className="verdict-acceptable-label">
              {acceptable.length > 1 ? t('spelling.verdict.acceptablePlural') : t('spelling.verdict.acceptable')}
            </span>
            <ul className="verdict-spellings">
              {acceptable.map((spelling) => (
                <li key={spelling} lang="en">
                  {spelling}
                </li>
              ))}
            </ul>
          </div>
        )}
        {extra}
      </div>
    </div>
  );
}

/** A list of verdicts (a game's result, the training history), numbered when `numbered`. */
export function VerdictList({
  verdicts,
  numbered = false,
  label,
}: {
  verdicts: Verdict[];
  numbered?: boolean;
  label?: string;
}) {
  const Tag = numbered ? 'ol' : 'ul';
  return (
    <Tag className="verdict-list" aria-label={label}>
      {verdicts.map((verdict, index) => (
        <li key={`${index}-${verdict.guess}`}>
          <VerdictRow verdict={verdict} number={numbered ? index + 1 : undefined} />
        </li>
      ))}
    </Tag>
  );
}
