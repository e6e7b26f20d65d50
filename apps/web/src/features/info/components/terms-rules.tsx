import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_EMAIL, GRIEVANCE_RESOLVE_DAYS, JURISDICTION_CITY, SUPPORT_EMAIL } from '@sahay/domain/legal';
import { Link } from '@/lib/router';
import { MailLink, type LegalSection } from './legal-document';

// Terms of service, part 2: conduct, content, liability, law, changes and contact.
export const TERMS_RULES_SECTIONS: readonly LegalSection[] = [
  {
    id: 'conduct',
    title: 'Your conduct',
    body: (
      <>
        <p>When you use Sahay, do not:</p>
        <ul>
          <li>abuse, threaten, harass or discriminate against an expert, another user or our staff;</li>
          <li>give false information, or impersonate someone else;</li>
          <li>share another person&apos;s personal or health data without their permission;</li>
          <li>
            ask for medicines that may not be prescribed online, such as narcotic and psychotropic drugs, or for documents you are not entitled to, such as a
            false certificate;
          </li>
          <li>use Sahay for anything unlawful, or to arrange consultations or payments away from Sahay;</li>
          <li>copy, scrape or overload the service, probe its security, or upload malicious code.</li>
        </ul>
        <p>Experts may end a consultation in which a user behaves abusively.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and ours',
    body: (
      <p>
        What you write and upload stays yours. You allow Sahay to store it, and to show it to the people you share it with, only to provide the service. The
        Sahay name, logo, design and software belong to Sahay; you may use them only to use Sahay as intended.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing your account',
    body: (
      <>
        <p>
          You may stop using Sahay and ask us to delete your account at any time on the <Link to="/delete-account">Account &amp; Data Deletion Request</Link>{' '}
          page.
        </p>
        <p>
          We may suspend or close an account that breaks these terms or the law, or puts others at risk. Unless the law or safety prevents it, we tell you why
          and give you a chance to respond.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          We work to keep Sahay available and accurate, but we provide the platform as it is and cannot promise it will always be uninterrupted or free of
          errors.
        </p>
        <p>
          Experts are responsible for the professional advice they give. To the extent the law allows, Sahay is not liable for indirect or consequential loss,
          and our total liability to you for a consultation is limited to the fee you paid for it.
        </p>
        <p>Nothing in these terms limits a liability that Indian law does not allow to be limited, or your rights as a consumer.</p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Please write to us first so we can try to resolve a dispute. If we cannot, the courts of{' '}
        {JURISDICTION_CITY}, Karnataka have jurisdiction, without affecting your right to approach a consumer commission under the Consumer Protection Act,
        2019.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Sahay and the law change. We update the date at the top and tell you about important changes in the app and by e-mail
        before they take effect. If you continue to use Sahay after that, the new terms apply; if you do not accept them, you may close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and grievances',
    body: (
      <ul>
        <li>
          Questions about these terms or a refund: <MailLink email={SUPPORT_EMAIL} /> or the <Link to="/contact">Contact us</Link> page.
        </li>
        <li>
          Grievance Officer: <MailLink email={GRIEVANCE_EMAIL} />. We acknowledge a complaint within {GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolve it within{' '}
          {GRIEVANCE_RESOLVE_DAYS} days.
        </li>
      </ul>
    ),
  },
];
