import { useState } from 'react';
import { LOCALE_COOKIE, THEME_COOKIE } from '../../../shared/constants';
import { SUPPORTED_LOCALES, type Locale } from '../../../shared/i18n';
import type { ThemeChoice } from '../../app/bootstrap';
import { useI18n } from '../../app/i18n';
import { useBootstrap } from '../../app/providers';
import { writePreferenceCookie, writeStorage } from '../../lib/storage';

const THEMES: ThemeChoice[] = ['system', 'light', 'dark'];

/** Theme, contrast and language: applied at once and remembered (cookie for the server, storage for the browser). */
export function PreferencesControls() {
  const { t, locale } = useI18n();
  const preferences = useBootstrap();
  const [theme, setTheme] = useState<ThemeChoice>(preferences.theme);
  const [highContrast, setHighContrast] = useState(preferences.highContrast);

  function applyTheme(nextTheme: ThemeChoice, nextContrast: boolean) {
    setTheme(nextTheme);
    setHighContrast(nextContrast);
    const root = document.documentElement;
    root.dataset.theme = nextTheme;
    root.dataset.contrast = nextContrast ? 'high' : 'normal';
    const value = `${nextTheme}:${nextContrast ? 'high' : 'normal'}`;
    writePreferenceCookie(THEME_COOKIE, value);
    writeStorage('theme', value);
  }

  function applyLocale(next: Locale) {
    writePreferenceCookie(LOCALE_COOKIE, next);
    writeStorage('locale', next);
    window.location.reload(); // the server renders the page again in the chosen language
  }

  return (
    <fieldset className="preferences">
      <legend className="visually-hidden">{t('layout.preferences.title')}</legend>
      <div className="field compact">
        <label htmlFor="pref-theme">{t('layout.preferences.theme')}</label>
        <select id="pref-theme" value={theme} onChange={(e) => applyTheme(e.target.value as ThemeChoice, highContrast)}>
          {THEMES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`layout.preferences.themes.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={highContrast} onChange={(e) => applyTheme(theme, e.target.checked)} />
        <span>{t('layout.preferences.highContrast')}</span>
      </label>
      <div className="field compact">
        <label htmlFor="pref-locale">{t('layout.preferences.language')}</label>
        <select id="pref-locale" value={locale} onChange={(e) => applyLocale(e.target.value as Locale)}>
          {SUPPORTED_LOCALES.map((choice) => (
            <option key={choice} value={choice} lang={choice}>
              {t(`layout.preferences.languages.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
