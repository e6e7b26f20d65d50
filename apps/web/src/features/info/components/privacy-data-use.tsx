import { ACCESS_LOG_PATH, AUDIT_RETENTION_DAYS, DELETION_COMPLETION_BUSINESS_DAYS } from '@sahay/domain/legal';
import { ONE_TIME_CODE_TTL_MINUTES } from '@sahay/domain/account-security-messages';
import { EXPERT_ALERT_INTERVAL_MS, OFFER_SUMMARY_MAX_CHARS } from '@sahay/domain/request-offers';
import { rich } from '@/i18n/rich-text';
import { inPage, type LegalSection } from './legal-document';
import { linkTo, strong, type Translate } from './terms-service';

// Privacy policy, part 1: what we collect, why, who sees it and for how long.
export function privacyDataUseSections(t: Translate): readonly LegalSection[] {
  return [
    { id: 'what-we-collect', title: t('privacy.collect.title'), body: <WhatWeCollect t={t} /> },
    {
      id: 'why-we-use-it',
      title: t('privacy.why.title'),
      body: (
        <>
          <ul>
            <li>{t('privacy.why.1')}</li>
            <li>{t('privacy.why.2')}</li>
            <li>{t('privacy.why.3')}</li>
            <li>{t('privacy.why.4')}</li>
            <li>{t('privacy.why.5')}</li>
            <li>{t('privacy.why.6')}</li>
            <li>{t('privacy.why.7')}</li>
            <li>{t('privacy.why.8')}</li>
            <li>{t('privacy.why.9')}</li>
            <li>{t('privacy.why.10')}</li>
          </ul>
          <p>{t('privacy.why.basis')}</p>
          <p>{rich(t('privacy.why.noSale'), [strong])}</p>
        </>
      ),
    },
    {
      id: 'who-sees-it',
      title: t('privacy.who.title'),
      body: (
        <>
          <ul>
            <li>{rich(t('privacy.who.1'), [strong, inPage('requests-and-alerts')])}</li>
            <li>{rich(t('privacy.who.2'), [strong, linkTo(ACCESS_LOG_PATH)])}</li>
            <li>{rich(t('privacy.who.3'), [strong])}</li>
            <li>{rich(t('privacy.who.4'), [strong, inPage('health-qr')])}</li>
            <li>{rich(t('privacy.who.5'), [strong])}</li>
            <li>{rich(t('privacy.who.6'), [strong])}</li>
          </ul>
          <p>{t('privacy.who.transfers')}</p>
        </>
      ),
    },
    {
      id: 'requests-and-alerts',
      title: t('privacy.requests.title'),
      body: (
        <>
          <h3>{t('privacy.requests.offered.title')}</h3>
          <p>{t('privacy.requests.offered.1')}</p>
          <h3>{t('privacy.requests.seen.title')}</h3>
          <ul>
            <li>{rich(t('privacy.requests.seen.before', { chars: OFFER_SUMMARY_MAX_CHARS }), [strong])}</li>
            <li>{rich(t('privacy.requests.seen.after'), [strong])}</li>
            <li>{rich(t('privacy.requests.seen.calls'), [strong])}</li>
          </ul>
          <h3>{t('privacy.requests.alerts.title')}</h3>
          <p>{t('privacy.requests.alerts.1', { minutes: EXPERT_ALERT_INTERVAL_MS / 60_000 })}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('privacy.retention.title'),
      body: (
        <>
          <p>{t('privacy.retention.intro')}</p>
          <ul>
            <li>{rich(t('privacy.retention.1', { days: DELETION_COMPLETION_BUSINESS_DAYS }), [strong, inPage('deletion')])}</li>
            <li>{rich(t('privacy.retention.2'), [strong])}</li>
            <li>{rich(t('privacy.retention.3'), [strong])}</li>
            <li>{rich(t('privacy.retention.4'), [strong])}</li>
            <li>{rich(t('privacy.retention.5', { days: AUDIT_RETENTION_DAYS }), [strong, inPage('security')])}</li>
            <li>{rich(t('privacy.retention.6'), [strong])}</li>
            <li>{rich(t('privacy.retention.7', { codeMinutes: ONE_TIME_CODE_TTL_MINUTES }), [strong])}</li>
            <li>{rich(t('privacy.retention.8'), [strong])}</li>
            <li>{rich(t('privacy.retention.9'), [strong])}</li>
            <li>{rich(t('privacy.retention.10'), [strong])}</li>
          </ul>
          <p>{rich(t('privacy.retention.backups'), [linkTo('/terms')])}</p>
        </>
      ),
    },
  ];
}

function WhatWeCollect({ t }: { t: Translate }) {
  return (
    <>
      <p>{t('privacy.collect.intro')}</p>
      <h3>{t('privacy.collect.account.title')}</h3>
      <ul>
        <li>{t('privacy.collect.account.1')}</li>
        <li>{t('privacy.collect.account.2')}</li>
        <li>{t('privacy.collect.account.3')}</li>
        <li>{t('privacy.collect.account.4')}</li>
        <li>{t('privacy.collect.account.5')}</li>
        <li>{t('privacy.collect.account.6')}</li>
      </ul>
      <h3>{t('privacy.collect.content.title')}</h3>
      <ul>
        <li>{t('privacy.collect.content.1')}</li>
        <li>{t('privacy.collect.content.2')}</li>
        <li>{t('privacy.collect.content.3')}</li>
      </ul>
      <h3>{t('privacy.collect.appointments.title')}</h3>
      <ul>
        <li>{t('privacy.collect.appointments.1')}</li>
        <li>{t('privacy.collect.appointments.2')}</li>
        <li>{t('privacy.collect.appointments.3')}</li>
        <li>{t('privacy.collect.appointments.4')}</li>
      </ul>
      <p>{t('privacy.collect.calls')}</p>
      <h3>{t('privacy.collect.records.title')}</h3>
      <ul>
        <li>{t('privacy.collect.records.1')}</li>
        <li>{t('privacy.collect.records.2')}</li>
        <li>{t('privacy.collect.records.3')}</li>
        <li>{t('privacy.collect.records.4')}</li>
        <li>{t('privacy.collect.records.5')}</li>
      </ul>
      <h3>{t('privacy.collect.ai.title')}</h3>
      <p>{t('privacy.collect.ai.1')}</p>
      <h3>{t('privacy.collect.describe.title')}</h3>
      <p>{t('privacy.collect.describe.1')}</p>
      <h3>{t('privacy.collect.device.title')}</h3>
      <p>{t('privacy.collect.device.1')}</p>
      <h3>{t('privacy.collect.cookies.title')}</h3>
      <p>{t('privacy.collect.cookies.1')}</p>
      <h3>{t('privacy.collect.payments.title')}</h3>
      <p>{t('privacy.collect.payments.1')}</p>
    </>
  );
}
