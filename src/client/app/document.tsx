import type { ReactNode } from 'react';
import { createTranslator } from '../../shared/i18n/messages';
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type BootstrapData } from './bootstrap';

/** The whole <html> document; React renders it on the server and hydrates it in the browser. */
export function Document({ bootstrap, children }: { bootstrap: BootstrapData; children: ReactNode }) {
  const t = createTranslator(bootstrap.locale);
  return (
    <html
      lang={bootstrap.locale}
      data-theme={bootstrap.theme}
      data-contrast={bootstrap.highContrast ? 'high' : 'normal'}
      data-keyboard={bootstrap.keyboard}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="description" content={t('common.description')} />
        <meta name="theme-color" content="#f59e0b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {bootstrap.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          id={BOOTSTRAP_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializeForScript(bootstrap) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
