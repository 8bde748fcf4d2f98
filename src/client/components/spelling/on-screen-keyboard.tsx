import type { ButtonHTMLAttributes } from 'react';
import { useT } from '../../app/i18n';
import { BackspaceIcon, EnterIcon } from '../ui/icons';

/** Each layout's rows of keys: a letter, or Enter ('⏎') and Backspace ('⌫'). */
const LAYOUTS = {
  qwerty: ['qwertyuiop', 'asdfghjkl', '⏎zxcvbnm⌫'],
  // Seven columns: on a 360 px phone every key is over 44 px wide.
  abc: ['abcdefg', 'hijklmn', 'opqrstu', 'vwxyz⌫⏎'],
} as const;

export interface OnScreenKeyboardProps {
  onLetter: (letter: string) => void;
  onBackspace: () => void;
  onEnter: () => void;
  /** Enter looks and acts disabled (e.g. nothing typed yet). */
  enterDisabled?: boolean;
  /** The whole keyboard is disabled (e.g. while a result is being sent). */
  disabled?: boolean;
}

/**
 * One key. It never takes focus on a pointer press, so a later physical Enter or Space cannot press it again.
 * A disabled key says so (`aria-disabled`) and does nothing, but keeps the focus: a player working the keys
 * with Tab who sends a guess stays on Enter through the sending and the next word, instead of being sent
 * back to the top of the page.
 */
function Key({ className = '', disabled, onClick, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={className ? `osk-key ${className}` : 'osk-key'}
      onMouseDown={(e) => e.preventDefault()}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      {...button}
    />
  );
}

/**
 * The on-screen keyboard, in both layouts: the stylesheet shows one, by the player's choice in the drawer
 * (`<html data-keyboard>`) or, left on automatic, by the keyboard's width (A to Z where QWERTY keys would be
 * under 44 px). The hidden layout is display:none, so it is neither focusable nor read out.
 */
export function OnScreenKeyboard({ onLetter, onBackspace, onEnter, enterDisabled, disabled }: OnScreenKeyboardProps) {
  const t = useT();
  const key = (symbol: string) => {
    if (symbol === '⏎') {
      const label = t('spelling.keyboard.enter');
      return (
        <Key
          key={symbol}
          className="osk-key-wide osk-enter"
          onClick={onEnter}
          disabled={disabled || enterDisabled}
          aria-label={label}
        >
          <EnterIcon />
          <span className="osk-key-text" aria-hidden="true">
            {label}
          </span>
        </Key>
      );
    }
    if (symbol === '⌫') {
      return (
        <Key
          key={symbol}
          className="osk-key-wide"
          onClick={onBackspace}
          disabled={disabled}
          aria-label={t('spelling.keyboard.backspace')}
        >
          <BackspaceIcon />
        </Key>
      );
    }
    return (
      <Key key={symbol} onClick={() => onLetter(symbol)} disabled={disabled} aria-label={symbol}>
        {symbol}
      </Key>
    );
  };
  return (
    <div className="osk" role="group" aria-label={t('spelling.keyboard.label')}>
      {(Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).map((layout) => (
        <div key={layout} className={`osk-layout osk-${layout}`} data-layout={layout}>
          {LAYOUTS[layout].map((row) => (
            <div className="osk-row" key={row}>
              {[...row].map(key)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
