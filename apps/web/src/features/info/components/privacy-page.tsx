import { ACCESS_LOG_PATH, LEGAL_LAST_UPDATED } from '@sahay/domain/legal';
import { Link } from '@/lib/router';
import { LegalDocument } from './legal-document';
import { PRIVACY_DATA_USE_SECTIONS } from './privacy-data-use';
import { PRIVACY_YOUR_CONTROL_SECTIONS } from './privacy-your-control';

const SECTIONS = [...PRIVACY_DATA_USE_SECTIONS, ...PRIVACY_YOUR_CONTROL_SECTIONS];

/** Spec 000 §2 "/privacy": the privacy policy, under India's DPDP Act 2023, with the deletion policy of §9. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <>
          <p>
            Sahay connects you with verified doctors, lawyers, chartered accountants and IT professionals. This policy explains what personal data we collect,
            why, who sees it, how long we keep it and the rights you have.
          </p>
          <p className="mt-3">
            Sahay is the Data Fiduciary for your personal data under India&apos;s Digital Personal Data Protection Act, 2023. Health information is sensitive
            personal data under the Information Technology Rules, 2011, and we treat it with the greatest care.
          </p>
        </>
      }
      notice={<Summary />}
      sections={SECTIONS}
    />
  );
}

function Summary() {
  return (
    <aside aria-labelledby="privacy-summary" className="rounded-2xl bg-primary-soft p-4 md:p-5 dark:bg-muted">
      <h2 id="privacy-summary" className="font-semibold">
        In short
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm/6">
        <li>
          Until an expert accepts your request they see only its field, your age and gender and a short summary; your name, phone and full details only once
          they accept.
        </li>
        <li>Your expert sees only what you share for your consultation.</li>
        <li>
          Every time an expert or admin opens your medical data it is logged, kept for at least one year, and shown to you on{' '}
          <Link to={ACCESS_LOG_PATH}>Who opened my data</Link>.
        </li>
        <li>We never sell your data or use your health information for advertising.</li>
        <li>Health QR links show only what you allow, expire, can be revoked, and every opening is logged.</li>
        <li>You can see, correct and delete your data at any time.</li>
      </ul>
    </aside>
  );
}
