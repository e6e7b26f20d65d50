import { Loader2, LogIn, MessageCircleOff, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';

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
  return (
    <Centered icon={<Loader2 aria-hidden className="size-10 animate-spin text-primary" />} title={name ? `Opening your chat with ${name}` : 'Opening chat'}>
      <p role="status" className="mt-2 text-muted-foreground">
        Loading…
      </p>
    </Centered>
  );
}

export function NoExpertSelected() {
  return (
    <Centered icon={<MessageCircleOff aria-hidden className="size-10 text-muted-foreground" />} title="No expert selected">
      <p className="mt-2 text-muted-foreground">Choose an expert to start a conversation.</p>
      <Button asChild className="mt-6">
        <Link to="/">Find an expert</Link>
      </Button>
    </Centered>
  );
}

export function SignInToChat() {
  return (
    <Centered icon={<LogIn aria-hidden className="size-10 text-primary" />} title="Log in to chat">
      <p className="mt-2 text-muted-foreground">Your conversations with experts are private, so please log in first.</p>
      <Button asChild className="mt-6">
        <Link to="/patient-registration">Login</Link>
      </Button>
    </Centered>
  );
}

export function ChatUnavailable({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Centered icon={<ShieldX aria-hidden className="size-10 text-danger" />} title={title}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {message}
      </p>
      <div className="mt-6 flex gap-2">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </Centered>
  );
}
