import type { MouseEvent } from 'react';
import { useT } from '../../app/i18n';
import { BackspaceIcon, EnterIcon } from '../ui/icons';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

export interface OnScreenKeyboardProps {
  onLetter: (letter: string) => void;
  onBackspace: () => void;
  onEnter: () => void;
  /** Enter looks and acts disabled (e.g. nothing typed yet). */
  enterDisabled?: boolean;
  /** The whole keyboard is disabled (e.g. while a result is being sent). */
  disabled?: boolean;
}

// Keys never take focus on a pointer press, so a later physical Enter or Space cannot press them again.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** A QWERTY keyboard of 44px+ keys that fills the width on a phone; Enter and Backspace on the last row. */
export function OnScreenKeyboard({ onLetter, onBackspace, onEnter, enterDisabled, disabled }: OnScreenKeyboardProps) {
  const t = useT();
  return (
    <div className="osk" role="group" aria-label={t('spelling.keyboard.label')}>
      {ROWS.map((row, index) => (
        <div className="osk-row" key={row}>
          {index === 2 && (
            <button
              type="button"
              className="osk-key osk-key-wide osk-enter"
              onMouseDown={keepFocus}
              onClick={onEnter}
              disabled={disabled || enterDisabled}
              aria-label={t('spelling.keyboard.enter')}
            >
              <EnterIcon />
              <span className="osk-key-text" aria-hidden="true">
                {t('spelling.keyboard.enter')}
              </span>
            </button>
          )}
          {row.split('').map((letter) => (
            <button
              type="button"
              key={letter}
              className="osk-key"
              onMouseDown={keepFocus}
              onClick={() => onLetter(letter)}
              disabled={disabled}
              aria-label={letter}
            >
              {letter}
            </button>
          ))}
          {index === 2 && (
            <button
              type="button"
              className="osk-key osk-key-wide"
              onMouseDown={keepFocus}
              onClick={onBackspace}
              disabled={disabled}
              aria-label={t('spelling.keyboard.backspace')}
            >
              <BackspaceIcon />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
