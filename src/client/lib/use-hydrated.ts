import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the page's scripts run. Forms keep their
 * submit button disabled until then, so nothing is ever submitted natively (a GET would put the
 * password in the address and the server's log).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
