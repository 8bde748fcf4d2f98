import { useEffect, useState } from 'react';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import '../../app/texts/result';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until the next game (the next midnight of the game's time zone), ticking every second. */
export function Countdown() {
  const t = useT();
  // Asked afresh in the browser: the answer rendered on the server came with the server's time.
  const [clock, { dataUpdatedAt, isFetchedAfterMount }] = trpc.games.clock.useSuspenseQuery(undefined, {
    refetchOnMount: 'always',
  });
  // Rendered after hydration only: the server's and the browser's seconds would differ.
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    // The server's time left as it answered, less the time since by this device's clock, which ticks
    // true even when it is set wrong. Until the browser's own answer comes (offline, or the server
    // away), the device's clock against the server's midnight.
    const target = isFetchedAfterMount ? dataUpdatedAt + clock.msUntilNextGame : Date.parse(clock.nextGameAt);
    const tick = () => setLeft(Math.max(0, target - Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [clock, dataUpdatedAt, isFetchedAfterMount]);

  if (left === 0) {
    return (
      <div className="countdown" role="status">
        <p className="countdown-label">{t('result.countdown.ready')}</p>
        <a className="button small" href="/daily">
          {t('result.countdown.reload')}
        </a>
      </div>
    );
  }
  const seconds = Math.floor((left ?? 0) / 1000);
  const value =
    left === null
      ? '--:--:--'
      : t('result.countdown.value', {
          hours: pad(Math.floor(seconds / 3600)),
          minutes: pad(Math.floor((seconds % 3600) / 60)),
          seconds: pad(seconds % 60),
        });
  return (
    <div className="countdown">
      <p className="countdown-label">{t('result.countdown.label')}</p>
      <p className="countdown-value">
        <time dateTime={clock.nextGameAt}>{value}</time>
      </p>
    </div>
  );
}
