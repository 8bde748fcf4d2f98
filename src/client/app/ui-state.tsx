import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BANNER_COOKIE, BETA_BANNER_HIDDEN_MS, STORAGE_KEYS } from '../../shared/constants';
import { readLocalFeatures, type FeatureName } from '../../shared/features';
import { readStorage, writePreferenceCookie, writeStorage } from '../lib/storage';

interface UiValue {
  drawerOpen: boolean;
  helpOpen: boolean;
  showBetaBanner: boolean;
  toggleDrawer: () => void;
  toggleHelp: () => void;
  closeOverlays: () => void;
  hideBetaBanner: () => void;
  /** On when FEATURES has it for everyone, or this browser's local flag is '1'. */
  isFeatureOn: (name: FeatureName) => boolean;
}

const UiContext = createContext<UiValue | null>(null);

export function isBannerHidden(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now - hiddenAt < BETA_BANNER_HIDDEN_MS;
}

export function UiProvider({
  bannerHiddenAt,
  serverFeatures,
  nowMs,
  children,
}: {
  bannerHiddenAt: number | null;
  serverFeatures: FeatureName[];
  nowMs: number;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [showBetaBanner, setShowBetaBanner] = useState(() => !isBannerHidden(bannerHiddenAt, nowMs));
  const [localFeatures, setLocalFeatures] = useState<FeatureName[]>([]);

  useEffect(() => {
    // Local storage is the record the spec names; the cookie only lets the server render without a flash.
    const stored = Number(readStorage(STORAGE_KEYS.bannerHiddenAt));
    const hiddenAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    setShowBetaBanner(!isBannerHidden(hiddenAt, Date.now()));
    setLocalFeatures(readLocalFeatures(readStorage));
  }, []);

  const toggleDrawer = useCallback(() => {
    setHelpOpen(false);
    setDrawerOpen((open) => !open);
  }, []);
  const toggleHelp = useCallback(() => {
    setDrawerOpen(false);
    setHelpOpen((open) => !open);
  }, []);
  const closeOverlays = useCallback(() => {
    setDrawerOpen(false);
    setHelpOpen(false);
  }, []);
  const hideBetaBanner = useCallback(() => {
    const now = Date.now();
    writeStorage(STORAGE_KEYS.bannerHiddenAt, String(now));
    writePreferenceCookie(BANNER_COOKIE, String(now));
    setShowBetaBanner(false);
  }, []);
  const isFeatureOn = useCallback(
    (name: FeatureName) => serverFeatures.includes(name) || localFeatures.includes(name),
    [serverFeatures, localFeatures],
  );

  const value = useMemo(
    () => ({
      drawerOpen,
      helpOpen,
      showBetaBanner,
      toggleDrawer,
      toggleHelp,
      closeOverlays,
      hideBetaBanner,
      isFeatureOn,
    }),
    [drawerOpen, helpOpen, showBetaBanner, toggleDrawer, toggleHelp, closeOverlays, hideBetaBanner, isFeatureOn],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUi outside UiProvider');
  return value;
}
