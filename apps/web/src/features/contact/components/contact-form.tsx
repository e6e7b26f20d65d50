import type { ContactMessageInput } from '@sahay/domain/contact';
import { CONTACT_MESSAGES } from '@sahay/domain/support-messages';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { contactChecks } from './contact-checks';

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** Spec 000 §2 /contact: first name, last name, email, subject, message and 'Send Message'. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({ resolver: contactChecks.resolver, defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.sent.title, { description: CONTACT_MESSAGES.sent.description });
        form.reset(EMPTY);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact us">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ContactMessageInput> name="firstName" id="contact-first-name" label="First name" autoComplete="given-name" required />
          <TextField<ContactMessageInput> name="lastName" id="contact-last-name" label="Last name" autoComplete="family-name" required />
        </div>
        <TextField<ContactMessageInput>
          name="email"
          id="contact-email"
          label="Email"
          hint="We reply to this address"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <TextField<ContactMessageInput> name="subject" id="contact-subject" label="Subject" placeholder="What is it about?" required />
        <TextareaField<ContactMessageInput>
          name="message"
          id="contact-message"
          label="Message"
          rows={6}
          placeholder="Tell us how we can help. Please do not include medical reports here."
          required
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
          <Send aria-hidden />
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </FormProvider>
  );
}
