import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { readStorage } from '../../lib/storage';

/** A developer aid: the current CSS breakpoint, shown only when local storage has rh = 1. */
export function BreakpointIndicator() {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readStorage(STORAGE_KEYS.breakpoints) === '1'), []);
  if (!visible) return null;
  return <div className="breakpoint-indicator" data-testid="breakpoint-indicator" aria-hidden="true" />;
}
