import type { SVGProps } from 'react';

/**
 * A stroke icon (24×24, currentColor); decorative unless given a title by the caller. The frame's and the
 * game's icons are here; an icon only later pages show lives beside them (verdict-icons.tsx, the share
 * button), so the first page does not download it.
 */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = SVGProps<SVGSVGElement>;
type P = IconProps;

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const HelpIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 0 1 5 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" />
  </Icon>
);
export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const SpeakerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 9v6h4l5 4V5L8 9H4z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </Icon>
);
export const BookIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5z" />
    <path d="M4 19a2 2 0 0 1 2-2h13" />
  </Icon>
);
export const QuoteIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 17h3l2-4V7H6v6h3M15 17h3l2-4V7h-6v6h3" />
  </Icon>
);
export const BackspaceIcon = (p: P) => (
  <Icon {...p}>
    <path d="M21 5H9l-6 7 6 7h12V5z" />
    <path d="M12 9l6 6M18 9l-6 6" />
  </Icon>
);
export const EnterIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 5v7a3 3 0 0 1-3 3H5" />
    <path d="M9 11l-4 4 4 4" />
  </Icon>
);
export const CalendarIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const TargetIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);

/** The Spelldown mark: a bee-striped "S" tile. */
export function LogoMark(p: P) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...p}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path
        d="M21 10.5c-1.2-1.3-3-2-5-2-3 0-5 1.5-5 3.8 0 2.4 2.2 3.2 5 3.8 2.9.6 5.2 1.4 5.2 3.9 0 2.3-2.2 3.8-5.3 3.8-2.2 0-4.2-.8-5.4-2.2"
        fill="none"
        stroke="var(--color-brand-contrast)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
