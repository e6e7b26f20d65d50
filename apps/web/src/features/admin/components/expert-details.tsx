import type { AdminExpert } from '@sahay/domain/expert-admin';
import { CATEGORY_LABELS } from '@sahay/domain/categories';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { ExpertDocumentLink } from '@/components/expert-document-link';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** What a reviewer checks: the professional registration first, then the practice and the contacts. */
export function ExpertDetails({ expert }: { expert: AdminExpert }) {
  const profession = PROFESSIONS[expert.category];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {expert.credentialBody ? <Row label={profession.bodyLabel ?? 'Registered with'}>{expert.credentialBody}</Row> : null}
      {expert.credentialNumber ? <Row label={profession.credentialLabel}>{expert.credentialNumber}</Row> : null}
      <Row label="Registration document">
        {expert.documentUrl ? <ExpertDocumentLink url={expert.documentUrl} name={expert.documentName} fallbackName="document" /> : 'Not uploaded'}
      </Row>
      {expert.portfolioUrl ? (
        <Row label="Portfolio">
          <a className="text-primary underline" href={expert.portfolioUrl} target="_blank" rel="noreferrer noopener">
            {expert.portfolioUrl}
          </a>
        </Row>
      ) : null}
      <Row label="Field">
        {CATEGORY_LABELS[expert.category].field} · {expert.specialization}
      </Row>
      <Row label="Qualification">{expert.qualification ?? 'Not given'}</Row>
      <Row label="Experience">{expert.experienceYears} years</Row>
      <Row label="Fee">{expert.consultationFee === null ? 'Not set' : `₹${expert.consultationFee}`}</Row>
      <Row label="Languages">{expert.languages.join(', ') || 'Not given'}</Row>
      <Row label="Phone / WhatsApp">
        {expert.phone}
        {expert.whatsappNumber && expert.whatsappNumber !== expert.phone ? ` / ${expert.whatsappNumber}` : ''}
      </Row>
      {expert.email ? <Row label="Email">{expert.email}</Row> : null}
    </dl>
  );
}
