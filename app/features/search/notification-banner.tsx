import { useEffect, useState } from 'react';
import type { AgentNotice } from '#src/search-agent/agent-notification.ts';

/** SPEC §9: the saved-search banner disappears after 10 s. */
export const NOTIFICATION_VISIBLE_MS = 10_000;

/** The saved-search banner: success for type 0, otherwise a warning; gone after 10 s or on close (SPEC §2). */
export function NotificationBanner({ notice }: { notice: AgentNotice | null }) {
  if (!notice) return null;
  // Another notice is another banner: shown again, with its own 10 s.
  return <Banner key={`${notice.kind}-${notice.type}`} notice={notice} />;
}

function Banner({ notice }: { notice: AgentNotice }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), NOTIFICATION_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={`notification-banner notification-banner--${notice.tone}`} role={notice.tone === 'success' ? 'status' : 'alert'} data-tone={notice.tone}>
      <div className="notification-banner__text">
        <p className="notification-banner__title">{notice.title}</p>
        <p>{notice.text}</p>
      </div>
      <button type="button" className="notification-banner__close" onClick={() => setVisible(false)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Hinweis schließen</span>
      </button>
    </div>
  );
}
