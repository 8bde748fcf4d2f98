import { useState } from 'react';
import {
  KEYBOARD_COOKIE,
  KEYBOARD_LAYOUTS,
  LOCALE_COOKIE,
  THEME_COOKIE,
  type KeyboardLayout,
} from '../../../shared/constants';
import { SUPPORTED_LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ThemeChoice } from '../../app/bootstrap';
import { useI18n } from '../../app/i18n';
import '../../app/texts/menu';
import { useBootstrap } from '../../app/providers';
import { writePreferenceCookie } from '../../lib/storage';

const THEMES: ThemeChoice[] = ['system', 'light', 'dark'];

/** One labelled choice of the drawer's preferences. */
function PreferenceSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  /** Each option in its own language (the language list). */
  choiceLang?: boolean;
  onChange: (choice: T) => void;
}) {
  return (
    <div className="field compact">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.choices.map((choice) => (
          <option key={choice} value={choice} lang={props.choiceLang ? choice : undefined}>
            {props.choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Theme, contrast, keyboard layout and language: applied at once and remembered in cookies, so the
 * server renders the next page with them.
 */
export function PreferencesControls() {
  const { t, locale } = useI18n();
  const preferences = useBootstrap();
  const [theme, setTheme] = useState<ThemeChoice>(preferences.theme);
  const [highContrast, setHighContrast] = useState(preferences.highContrast);
  const [keyboard, setKeyboard] = useState<KeyboardLayout>(preferences.keyboard);

  function applyTheme(nextTheme: ThemeChoice, nextContrast: boolean) {
    setTheme(nextTheme);
    setHighContrast(nextContrast);
    const root = document.documentElement;
    root.dataset.theme = nextTheme;
    root.dataset.contrast = nextContrast ? 'high' : 'normal';
    writePreferenceCookie(THEME_COOKIE, `${nextTheme}:${nextContrast ? 'high' : 'normal'}`);
  }

  function applyKeyboard(next: KeyboardLayout) {
    setKeyboard(next);
    document.documentElement.dataset.keyboard = next; // the stylesheet shows that layout at once
    writePreferenceCookie(KEYBOARD_COOKIE, next);
  }

  function applyLocale(next: Locale) {
    writePreferenceCookie(LOCALE_COOKIE, next);
    window.location.reload(); // the server renders the page again in the chosen language
  }

  return (
    <fieldset className="preferences">
      <legend className="visually-hidden">{t('menu.preferences.title')}</legend>
      <PreferenceSelect
        id="pref-theme"
        label={t('menu.preferences.theme')}
        value={theme}
        choices={THEMES}
        choiceLabel={(choice) => t(`menu.preferences.themes.${choice}`)}
        onChange={(choice) => applyTheme(choice, highContrast)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={highContrast} onChange={(e) => applyTheme(theme, e.target.checked)} />
        <span>{t('menu.preferences.highContrast')}</span>
      </label>
      <PreferenceSelect
        id="pref-keyboard"
        label={t('menu.preferences.keyboard')}
        value={keyboard}
        choices={KEYBOARD_LAYOUTS}
        choiceLabel={(choice) => t(`menu.preferences.keyboards.${choice}`)}
        onChange={applyKeyboard}
      />
      <PreferenceSelect
        id="pref-locale"
        label={t('menu.preferences.language')}
        value={locale}
        choices={SUPPORTED_LOCALES}
        choiceLabel={(choice) => t(`menu.preferences.languages.${choice}`)}
        choiceLang
        onChange={applyLocale}
      />
    </fieldset>
  );
}
