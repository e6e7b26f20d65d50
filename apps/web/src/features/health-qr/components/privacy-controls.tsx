import { HEALTH_SHARE_SCOPES, SHARE_EXPIRY_OPTIONS, type HealthShareScope, type ShareExpiry } from '@sahay/domain/health-shares';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { HEALTH_QR_AREA } from '../health-qr-area';

export type ScopeToggles = Record<HealthShareScope, boolean>;

/** Spec 000 §2: all five on by default. */
export const ALL_ON: ScopeToggles = { personal_info: true, medical_history: true, prescriptions: true, lab_reports: true, vitals: true };

interface PrivacyControlsProps {
  scopes: ScopeToggles;
  onScopesChange: (scopes: ScopeToggles) => void;
  expiresIn: ShareExpiry;
  onExpiresInChange: (expiresIn: ShareExpiry) => void;
  /** While a code is shown, the controls show what it shares and cannot change it. */
  locked: boolean;
}

/** How long the link works, and the five privacy toggles with the spec's note. */
export function PrivacyControls({ scopes, onScopesChange, expiresIn, onExpiresInChange, locked }: PrivacyControlsProps) {
  const { t } = useT(HEALTH_QR_AREA);
  return (
    <div className="space-y-4">
      <fieldset disabled={locked}>
        <legend className="text-sm font-semibold">{t('qr.expiresAfter')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {SHARE_EXPIRY_OPTIONS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                expiresIn === option ? 'border-primary bg-primary-soft text-primary-strong dark:text-foreground' : 'border-border',
                locked && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="share-expiry"
                value={option}
                checked={expiresIn === option}
                onChange={() => onExpiresInChange(option)}
                className="sr-only"
              />
              {t(`qr.expiry.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="privacy-controls-title">
        <h3 id="privacy-controls-title" className="text-sm font-semibold">
          {t('qr.privacyControls')}
        </h3>
        <ul className="mt-1 divide-y divide-border">
          {HEALTH_SHARE_SCOPES.map((scope) => (
            <li key={scope} className="flex items-center justify-between gap-3">
              <label htmlFor={`scope-${scope}`} className="py-1 text-sm">
                {t(`qr.scope.${scope}`)}
              </label>
              <Switch id={`scope-${scope}`} checked={scopes[scope]} disabled={locked} onCheckedChange={(on) => onScopesChange({ ...scopes, [scope]: on })} />
            </li>
          ))}
        </ul>
        <p className="mt-2 rounded-xl bg-muted p-3 text-xs text-muted-foreground">{t('qr.note')}</p>
      </section>
    </div>
  );
}
