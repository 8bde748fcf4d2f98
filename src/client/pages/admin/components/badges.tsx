import type { MessageKey } from '../../../../shared/i18n';
import { useT } from '../../../app/i18n';

/** A small label with its meaning in words; the colour only repeats it. */
export function Badge({
  tone,
  children,
}: {
  tone: 'neutral' | 'brand' | 'ok' | 'warn' | 'bad' | 'info';
  children: string;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

const KNOWN_ROLES: Record<string, MessageKey> = { admin: 'admin.roles.admin' };

/** An account's roles; an account with none is a player. */
export function RoleBadges({ roles }: { roles: string[] }) {
  const t = useT();
  if (roles.length === 0) return <Badge tone="neutral">{t('admin.roles.player')}</Badge>;
  return (
    <span className="badge-list">
      {roles.map((role) => {
        const key = KNOWN_ROLES[role];
        return (
          <Badge key={role} tone={role === 'admin' ? 'brand' : 'info'}>
            {key ? t(key) : role}
          </Badge>
        );
      })}
    </span>
  );
}

const WAIT_TONES = { waiting: 'warn', invited: 'info', joined: 'ok' } as const;

export function WaitListerStatusBadge({ status }: { status: keyof typeof WAIT_TONES }) {
  const t = useT();
  return <Badge tone={WAIT_TONES[status]}>{t(`admin.waitListers.statuses.${status}`)}</Badge>;
}

const CLIP_TONES = { pending: 'warn', ready: 'ok', failed: 'bad' } as const;

export function ClipStateBadge({ state }: { state: keyof typeof CLIP_TONES }) {
  const t = useT();
  return <Badge tone={CLIP_TONES[state]}>{t(`admin.words.page.states.${state}`)}</Badge>;
}
