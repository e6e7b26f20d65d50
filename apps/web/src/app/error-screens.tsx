import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

/** Spec 000 §2: the generic router error screen shows the status text or the message. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useT();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main role="alert" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-6">
      <h1 className="text-2xl font-bold">{t('crash.title')}</h1>
      <p className="mt-3 rounded-xl bg-muted p-4 font-mono text-sm break-words">{detail}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
        <Button variant="outline" asChild>
          <a href="/">{t('crash.home')}</a>
        </Button>
      </div>
    </main>
  );
}
