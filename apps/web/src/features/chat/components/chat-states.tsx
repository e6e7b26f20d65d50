import { Loader2, LogIn, MessageCircleOff, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

export function ChatLoading({ name }: { name?: string }) {
  const { t } = useT(CHAT_AREA);
  return (
    <Centered icon={<Loader2 aria-hidden className="size-10 animate-spin text-primary" />} title={name ? t('chat.openingWith', { name }) : t('chat.opening')}>
      <p role="status" className="mt-2 text-muted-foreground">
        {t('chat.loading')}
      </p>
    </Centered>
  );
}

export function NoExpertSelected() {
  const { t } = useT(CHAT_AREA);
  return (
    <Centered icon={<MessageCircleOff aria-hidden className="size-10 text-muted-foreground" />} title={t('chat.noExpert')}>
      <p className="mt-2 text-muted-foreground">{t('chat.noExpertText')}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t('chat.findExpert')}</Link>
      </Button>
    </Centered>
  );
}

export function SignInToChat() {
  const { t } = useT(CHAT_AREA);
  return (
    <Centered icon={<LogIn aria-hidden className="size-10 text-primary" />} title={t('chat.logIn')}>
      <p className="mt-2 text-muted-foreground">{t('chat.logInText')}</p>
      <Button asChild className="mt-6">
        <Link to="/patient-registration">{t('chat.login')}</Link>
      </Button>
    </Centered>
  );
}

export function ChatUnavailable({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useT(CHAT_AREA);
  return (
    <Centered icon={<ShieldX aria-hidden className="size-10 text-danger" />} title={title}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {message}
      </p>
      <div className="mt-6 flex gap-2">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('chat.tryAgain')}
          </Button>
        )}
        <Button asChild>
          <Link to="/">{t('chat.returnHome')}</Link>
        </Button>
      </div>
    </Centered>
  );
}
