import type { ConsultationMode } from '@sahay/domain/verticals';
import { Bot, LifeBuoy, Mail, MessageCircle, Phone, Video, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { assistantOpenSearch } from '@/lib/assistant-link';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { VERTICALS_AREA } from '../verticals-area';
import { whatsappSupportUrl } from '../support-contact';

const ROW_CLASS = 'flex min-h-14 w-full items-center gap-3 rounded-xl p-2 text-left transition hover:bg-muted';

interface HelpPanelProps {
  /** The widget's id: the panel is `${id}-panel`, its title `${id}-title`. */
  id: string;
  patient: { id: string; name: string };
  assistantName: string;
  onStart: (mode: ConsultationMode) => void;
  /** Close and give focus back to the widget's button. */
  onClose: () => void;
  /** Close on the way to another view (the assistant). */
  onLeave: () => void;
}

/** The help widget's panel (help-widget.tsx), loaded when it first opens; focus moves into it. */
export default function HelpPanel({ id, patient, assistantName, onStart, onClose, onLeave }: HelpPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const isGuest = patient.id === 'guest';
  const { t } = useT(VERTICALS_AREA);
  useEffect(() => panelRef.current?.focus(), []);

  return (
    <div
      ref={panelRef}
      id={`${id}-panel`}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="mb-3 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-4 shadow-xl outline-none"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={`${id}-title`} className="truncate font-semibold">
            {t('help.greeting', { name: isGuest ? t('help.guestName') : patient.name })}
          </p>
          <p className="text-sm text-muted-foreground">{t('help.howCanWeHelp')}</p>
        </div>
        <Button variant="ghost" size="icon" className="-mr-2 -mt-2 shrink-0 rounded-full" onClick={onClose} aria-label={t('help.close')}>
          <X aria-hidden />
        </Button>
      </div>

      <ul className="mt-3 space-y-1">
        <li>
          {/* Spec 000 §2: the assistant opens full screen over this home, in its domain. */}
          <button
            type="button"
            className={ROW_CLASS}
            onClick={() => {
              onLeave();
              void navigate({ pathname: location.pathname, search: assistantOpenSearch(location.search) });
            }}
          >
            <RowText icon={<Bot aria-hidden className="size-5" />} title={t('help.chatWith', { assistant: assistantName })} free={t('help.free')}>
              {t('help.instantAnswers')}
            </RowText>
          </button>
        </li>
        <li>
          {whatsappSupportUrl ? (
            <a href={whatsappSupportUrl} target="_blank" rel="noopener noreferrer" className={ROW_CLASS}>
              <RowText icon={<MessageCircle aria-hidden className="size-5" />} title={t('help.whatsapp')}>
                {t('help.whatsappText')}
              </RowText>
            </a>
          ) : (
            <Link to="/contact" className={ROW_CLASS}>
              <RowText icon={<Mail aria-hidden className="size-5" />} title={t('help.contact')}>
                {t('help.contactText')}
              </RowText>
            </Link>
          )}
        </li>
      </ul>

      <div className="mt-3 rounded-xl border border-border p-3">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <LifeBuoy aria-hidden className="size-4 text-primary" />
          {t('help.requestConsultation')}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="soft" onClick={() => onStart('video')} aria-label={t('help.requestVideo')}>
            <Video aria-hidden />
            {t('help.video')}
          </Button>
          <Button variant="soft" onClick={() => onStart('audio')} aria-label={t('help.requestAudio')}>
            <Phone aria-hidden />
            {t('help.audio')}
          </Button>
        </div>
      </div>

      {isGuest ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-muted p-3">
          <p className="text-xs text-muted-foreground">{t('help.guestNote')}</p>
          <Button asChild variant="outline" className="shrink-0">
            <Link to="/patient-registration">{t('help.logIn')}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function RowText({ icon, title, free, children }: { icon: ReactNode; title: string; free?: string; children: ReactNode }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">{icon}</span>
      <span className="min-w-0">
        <span className="flex items-center gap-2 text-sm font-semibold">
          {title}
          {free ? <span className="rounded-full bg-green-700 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">{free}</span> : null}
        </span>
        <span className="block text-xs text-muted-foreground">{children}</span>
      </span>
    </>
  );
}
