import type { AdminExpert } from '@sahay/domain/expert-admin';
import { ExpertDocumentLink } from '@/components/expert-document-link';
import { ADMIN_AREA } from '@/components/admin-area';
import { useT } from '@/i18n/i18n';
import { formatRupees } from '@/i18n/format';
import { categoryLabel, groupName } from '@/lib/specialty-names';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * What a reviewer checks: the professional registration first, then the practice and the contacts. The credential
 * labels are the domain's PROFESSIONS, said in the admin area (tested equal in English). Needs the specialties area.
 */
export function ExpertDetails({ expert }: { expert: AdminExpert }) {
  const { t } = useT(ADMIN_AREA);
  const { category } = expert;
  const bodyLabel = category === 'medical' || category === 'legal' ? t(`admin.body.${category}`) : t('admin.registeredWith');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {expert.credentialBody ? <Row label={bodyLabel}>{expert.credentialBody}</Row> : null}
      {expert.credentialNumber ? <Row label={t(`admin.credential.${category}`)}>{expert.credentialNumber}</Row> : null}
      <Row label={t('admin.registrationDocument')}>
        {expert.documentUrl ? (
          <ExpertDocumentLink url={expert.documentUrl} name={expert.documentName} fallbackName={t('admin.document')} />
        ) : (
          t('admin.notUploaded')
        )}
      </Row>
      {expert.portfolioUrl ? (
        <Row label={t('admin.portfolio')}>
          <a className="text-primary underline" href={expert.portfolioUrl} target="_blank" rel="noreferrer noopener">
            {expert.portfolioUrl}
          </a>
        </Row>
      ) : null}
      <Row label={t('admin.field')}>
        {categoryLabel(t, category, 'field')} · {groupName(t, expert.specialization)}
      </Row>
      <Row label={t('admin.qualification')}>{expert.qualification ?? t('admin.notGiven')}</Row>
      <Row label={t('admin.experience')}>{t('admin.experienceYears', { years: expert.experienceYears })}</Row>
      <Row label={t('admin.fee')}>{expert.consultationFee === null ? t('admin.notSet') : formatRupees(expert.consultationFee)}</Row>
      <Row label={t('admin.languages')}>{expert.languages.join(', ') || t('admin.notGiven')}</Row>
      <Row label={t('admin.phoneWhatsapp')}>
        {expert.phone}
        {expert.whatsappNumber && expert.whatsappNumber !== expert.phone ? ` / ${expert.whatsappNumber}` : ''}
      </Row>
      {expert.email ? <Row label={t('admin.email')}>{expert.email}</Row> : null}
    </dl>
  );
}
