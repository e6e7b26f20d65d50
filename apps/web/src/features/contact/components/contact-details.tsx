import { EMERGENCY_NUMBER } from '@sahay/domain/legal';
import { SUPPORT_CONTACT } from '@sahay/domain/support-messages';
import { Clock, Mail, MapPin, Phone, ShieldAlert, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';

import { useT } from '@/i18n/i18n';
import { CONTACT_AREA } from '../contact-area';

/** Stands for the emergency number inside its message, which makes it a link. */
const NUMBER = '\u0000';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="font-medium break-words">{children}</div>
      </div>
    </li>
  );
}

/** Spec 000 §2 /contact: the e-mail, the phone and the office in Bangalore. */
export function ContactDetails() {
  const { t } = useT(CONTACT_AREA);
  const [beforeNumber, afterNumber] = t('contact.emergencyRest', { number: NUMBER }).split(NUMBER);
  return (
    <div className="space-y-4">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold">{t('contact.reach')}</h2>
        <ul className="mt-4 space-y-4">
          <Detail icon={<Mail aria-hidden />} label={t('contact.email')}>
            <a
              href={`mailto:${SUPPORT_CONTACT.email}`}
              className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline dark:text-foreground dark:underline"
            >
              {SUPPORT_CONTACT.email}
            </a>
          </Detail>
          <Detail icon={<Phone aria-hidden />} label={t('contact.phone')}>
            <a
              href={SUPPORT_CONTACT.phoneHref}
              className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline dark:text-foreground dark:underline"
            >
              {SUPPORT_CONTACT.phone}
            </a>
          </Detail>
          <Detail icon={<MapPin aria-hidden />} label={t('contact.office')}>
            <address className="not-italic leading-relaxed">
              {SUPPORT_CONTACT.company}
              {SUPPORT_CONTACT.addressLines.map((line) => (
                <span key={line} className="block font-normal text-muted-foreground">
                  {line}
                </span>
              ))}
            </address>
          </Detail>
          <Detail icon={<Clock aria-hidden />} label={t('contact.hours')}>
            <span className="font-normal">{t('contact.hoursText')}</span>
          </Detail>
        </ul>
      </Card>

      <div className="flex gap-3 rounded-2xl border border-danger/40 bg-surface p-5 shadow-sm">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <p className="text-sm leading-relaxed">
          <strong>{t('contact.emergencyLead')}</strong>
          {beforeNumber}
          <a href={`tel:${EMERGENCY_NUMBER}`} className="font-semibold text-danger underline underline-offset-2">
            {EMERGENCY_NUMBER}
          </a>
          {afterNumber}
        </p>
      </div>

      <Link to="/delete-account" className="flex min-h-11 items-center gap-2 rounded-xl px-1 text-sm font-medium text-muted-foreground hover:text-foreground">
        <Trash2 aria-hidden className="size-4" />
        {t('contact.deletion')}
      </Link>
    </div>
  );
}
