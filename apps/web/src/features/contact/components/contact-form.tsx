import type { ContactMessageInput } from '@sahay/domain/contact';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { contactChecks } from './contact-checks';

import { useT } from '@/i18n/i18n';
import { CONTACT_AREA } from '../contact-area';

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** Spec 000 §2 /contact: first name, last name, email, subject, message and 'Send Message'. */
export function ContactForm() {
  const send = useSendContactMessage();
  const { t } = useT(CONTACT_AREA);
  const form = useForm<ContactMessageInput>({ resolver: contactChecks.resolver, defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t('contact.sent'), { description: t('contact.sentText') });
        form.reset(EMPTY);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('contact.form')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ContactMessageInput> name="firstName" id="contact-first-name" label={t('contact.firstName')} autoComplete="given-name" required />
          <TextField<ContactMessageInput> name="lastName" id="contact-last-name" label={t('contact.lastName')} autoComplete="family-name" required />
        </div>
        <TextField<ContactMessageInput>
          name="email"
          id="contact-email"
          label={t('contact.email')}
          hint={t('contact.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <TextField<ContactMessageInput>
          name="subject"
          id="contact-subject"
          label={t('contact.subject')}
          placeholder={t('contact.subjectPlaceholder')}
          required
        />
        <TextareaField<ContactMessageInput>
          name="message"
          id="contact-message"
          label={t('contact.message')}
          rows={6}
          placeholder={t('contact.messagePlaceholder')}
          required
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
          <Send aria-hidden />
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </FormProvider>
  );
}
