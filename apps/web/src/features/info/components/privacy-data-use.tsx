import { ACCESS_LOG_PATH, AUDIT_RETENTION_DAYS, DELETION_COMPLETION_BUSINESS_DAYS } from '@sahay/domain/legal';
import { EXPERT_ALERT_INTERVAL_MS, OFFER_SUMMARY_MAX_CHARS } from '@sahay/domain/request-offers';
import { Link } from '@/lib/router';
import type { LegalSection } from './legal-document';

// Privacy policy, part 1: what we collect, why, who sees it and for how long.
export const PRIVACY_DATA_USE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to connect you with an expert and to run Sahay safely.</p>
        <h3>Account details</h3>
        <ul>
          <li>
            Your name, e-mail address and mobile number and, if you add them on Edit Profile, your city, your state, the languages you speak, your date of birth
            and your gender, and the language you chose for Sahay (English or Hindi).
          </li>
          <li>
            You can sign up with a mobile number alone and add an e-mail address later. A number you sign in with is one we have checked by sending it a code.
          </li>
          <li>Your password, if you set one, which we store only as a salted hash that cannot be turned back into the password.</li>
          <li>
            One-time codes we send by SMS and password-reset links we e-mail: to check them we keep only a keyed hash of each, with the number it went to and
            how often it was tried. A copy of the message stays with your notifications, with the code or link erased from it once it has been sent.
          </li>
          <li>
            Your signed-in devices: when each signed in and was last used, its IP address and its browser and system (shown to you as, for example,
            &ldquo;Chrome on Android&rdquo; on Settings &rsaquo; Devices).
          </li>
          <li>Whether you use Sahay as a patient or client, or as an expert.</li>
        </ul>
        <h3>Consultation content</h3>
        <ul>
          <li>
            The problem you describe, the field and department you choose, and details you give for a medical consultation, such as your age, gender, symptoms
            and their duration, medical history and current medicines.
          </li>
          <li>
            Chat messages, files and documents you exchange with your expert, and the ratings you give. The stars and written comment you give after a completed
            consultation appear on that expert&apos;s public page with the date, never with your name.
          </li>
          <li>The consultation&apos;s type (chat, audio or video), times, status, fee and payment status.</li>
        </ul>
        <h3>Appointments you book</h3>
        <ul>
          <li>
            The expert, the time (stored as a moment in UTC), the mode, who it is for (you or a family member), your device&apos;s time zone so reminders state
            the time as you read it, the fee, and, if it is cancelled, who cancelled it, when, and the reason an expert gave. Each booking opens a consultation
            with that expert, kept like any other.
          </li>
          <li>
            We send a confirmation, then reminders a day and 15 minutes before, by SMS and WhatsApp to your mobile number, with the link to join. They name the
            expert and the time, never your health details. Moving or cancelling the appointment stops its reminders.
          </li>
          <li>Experts&apos; weekly hours, slot length, breaks and days off, which decide the free slots you see.</li>
          <li>
            An expert&apos;s public page and search results show their name, photo, field and specialisation, qualifications, registration body and number,
            languages, experience, fee, rating, reviews and next free times; never their phone number or e-mail.
          </li>
        </ul>
        <p>
          Audio and video calls connect you and your expert directly, device to device, wherever your network allows; when it does not, our own relay (TURN)
          server passes the encrypted sound and video along without being able to read them. Sahay never records calls, and their sound and video never pass
          through Sahay&apos;s application servers, which only carry the short set-up messages that let your two devices find each other (network addresses and
          media settings) and keep none of them. We keep when each call rang, started and ended and how long it lasted (never what was said or shown), so you
          and your expert see it in the consultation&apos;s history, and a missed or declined call is noted in your chat. A consultation&apos;s meeting link
          opens only for its patient and its expert. The check of your camera, microphone and speaker before a call happens on your device alone. During a call
          your browser measures the connection (delay, lost packets, the speed it can send at) to lower or pause your video on a weak network; those figures
          stay on your device, and only the result (full video, lower quality or sound only) is passed to the other person, so their screen can explain what
          they see.
        </p>
        <h3>Health records</h3>
        <ul>
          <li>
            Medical records and lab reports you upload (title, doctor, hospital, date, type and the file: PDF, JPEG or PNG). Only you can open the file;
            prescriptions from your consultations are listed with them.
          </li>
          <li>Prescriptions that doctors issue to you on Sahay: diagnosis, medicines, date and the doctor&apos;s details.</li>
          <li>
            Vitals you record in the Health Tracker: blood pressure, heart rate, blood sugar and weight, and when you took them. Your Health Score is worked out
            from them each time you look; it is not a diagnosis and it is not stored.
          </li>
          <li>Your Health QR share links, the data each one allows, and the log of when each was opened.</li>
          <li>
            Family members you add: their name, relation to you, date of birth and gender, and the consultations, records and vitals you keep for them. They
            have no account of their own: their data is held under your account, shown only to you, included in your data download, and deleted with your
            account. Removing a member deletes their vitals and records; consultations made for them stay in your history. Add someone only if you look after
            their health or they have agreed.
          </li>
        </ul>
        <h3>Questions to the AI assistant</h3>
        <p>The questions you ask the free AI assistant and the symptom checker, and the answers they give.</p>
        <h3>Problems you describe to find an expert</h3>
        <p>
          What you write under &ldquo;Describe your problem&rdquo; is used once, to suggest the experts who can help, and is not stored. When the assistant uses
          a hosted model, the description is also sent to it to order the suggestions.
        </p>
        <h3>Device and log data</h3>
        <p>Your IP address, browser and device type, the pages and actions you request, their time and result, sign-in events and error reports.</p>
        <h3>Cookies and storage on your device</h3>
        <p>
          We set only essential, httpOnly cookies. The sign-in cookies keep you signed in. One more holds a random identifier, linked to no name or account,
          that we set the first time you use the AI assistant, the symptom checker or &ldquo;Describe your problem&rdquo; and keep for a year: it lets us count
          AI requests per browser, so people who share one internet address are not limited together. Your browser&apos;s local storage keeps your preferences:
          colour theme, dark mode, language, notifications and whether you have seen the introduction. The language you chose is sent with each request, so our
          messages come in it. Its app cache holds a copy of Sahay&apos;s own code, styles and icons, so the app opens quickly and works offline; it never keeps
          your health records, messages or any other answer from our servers. We use no advertising or cross-site tracking cookies.
        </p>
        <h3>Payments</h3>
        <p>
          A licensed payment gateway (Razorpay) processes payments for booked appointments. We send it the amount and our receipt number, and keep with the
          appointment the gateway&apos;s order and payment references, the amount, the status (paid, failed, refunded) and when it happened. We never see your
          card number, UPI PIN or net-banking password. When you request a refund we keep your reason, the decision and, if declined, the reason we gave you; an
          administrator reads them to decide. They are in your data download, and are deleted with your account (the payment record itself is kept for tax law).
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>To create your account, sign you in and keep your account secure.</li>
          <li>
            To match you with a suitable expert (among experts equally available and rated, those who speak one of your languages, or Hindi when you read Sahay
            in Hindi, come first) and let them advise you by chat, audio or video.
          </li>
          <li>
            To fill in the request forms for you when you are signed in: your name, mobile number, age (worked out from your date of birth) and gender, or those
            of the family member you choose. You can change them on the form; what the form sends goes with that request only and does not change your profile.
          </li>
          <li>To show you your consultations, records, prescriptions and vitals, and let you share them when you choose.</li>
          <li>
            To send you service messages by SMS, WhatsApp or e-mail: when an expert accepts your request, when a prescription or legal document is ready for
            you, answers to your support and deletion requests, and a warning when someone keeps trying wrong passwords on your account. A message names the
            field (medical, legal, finance or technology) and the expert, and links into Sahay, where you see the rest after signing in; it never carries what
            you wrote, a diagnosis or a medicine, because anyone who sees your phone&apos;s lock screen can read it.
          </li>
          <li>To verify the identity and qualifications of experts before they can consult.</li>
          <li>To answer support requests and grievances, and to handle refunds and deletion requests.</li>
          <li>To keep Sahay safe: prevent fraud and abuse, limit automated misuse and investigate security incidents.</li>
          <li>To meet legal duties, such as keeping tax records and answering lawful orders.</li>
          <li>To improve Sahay, using aggregated statistics that do not identify you.</li>
        </ul>
        <p>
          We process your personal data with your consent, which you give when you create an account, start a consultation or share a record, or for the
          legitimate uses that the Digital Personal Data Protection Act, 2023 allows, such as meeting a legal obligation or responding to a medical emergency.
        </p>
        <p>
          <strong>We do not sell your personal data.</strong> We do not use your health information for advertising, and we do not use the content of your
          consultations to train AI models.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who can see your data',
    body: (
      <>
        <ul>
          <li>
            <strong>Experts who may take your request</strong> see only a summary of it until one of them accepts it (see{' '}
            <a href="#requests-and-alerts">How your request reaches an expert</a>).
          </li>
          <li>
            <strong>The expert assigned to your consultation</strong>, once they accept it, sees what you share for that consultation. Experts see only the
            requests offered to them and the consultations assigned to them, never your other consultations with other experts. If your consultation is referred
            to another expert, or an expert is suspended, that expert can no longer open it, at once. A completed consultation stays readable for you and your
            expert. Each time an expert opens your request or your medical data it is logged, and you can see it on{' '}
            <Link to={ACCESS_LOG_PATH}>Who opened my data</Link>.
          </li>
          <li>
            <strong>Sahay administrators</strong>, a small number of trained staff, to verify experts, give support, review safety reports, and handle refunds,
            deletion requests and legal requirements. Their access is logged, and their reads of your medical data are shown to you in the same list.
          </li>
          <li>
            <strong>People you share a Health QR link with</strong> see only what that link allows, until it expires or you revoke it (see{' '}
            <a href="#health-qr">Health QR share links</a>).
          </li>
          <li>
            <strong>Processors working for us</strong>, under contracts that let them use your data only to provide their service to us: SMS and call-connection
            providers, our WhatsApp Business messaging provider, our e-mail delivery provider, cloud hosting and file storage, the payment gateway, and the AI
            model provider when the assistant uses a hosted model.
          </li>
          <li>
            <strong>Authorities</strong>, only when a law, a court order or a lawful request from a government agency requires it, and only what it requires.
          </li>
        </ul>
        <p>
          Some processors may handle data outside India. We transfer personal data outside India only as the DPDP Act permits, under contracts that require the
          same protection as this policy. If Sahay is merged or acquired, this policy continues to protect your data.
        </p>
      </>
    ),
  },
  {
    id: 'requests-and-alerts',
    title: 'How your request reaches an expert',
    body: (
      <>
        <h3>Who is offered your request</h3>
        <p>
          A request that is not yet with a particular expert is offered only to approved experts of its field: the department, service or field of law you
          chose. If no approved expert works in that field, it is offered to the approved experts of its kind (doctors, lawyers, chartered accountants or IT
          professionals). A legal request is also offered to any lawyer who is online on Sahay while no lawyer of its field is.
        </p>
        <h3>What experts see before and after accepting</h3>
        <ul>
          <li>
            <strong>Before an expert accepts</strong> your request, including one you sent to them by starting a chat, they see only its field, your age and
            gender if you gave them, and a short summary: the first {OFFER_SUMMARY_MAX_CHARS} characters of what you wrote, with e-mail addresses and long
            numbers such as phone numbers hidden. They do not see your name, phone number, e-mail address, the rest of what you wrote, your symptoms list, the
            AI assessment or your files. If you start a chat with an expert, they can read the messages you send them there.
          </li>
          <li>
            <strong>After the expert accepts</strong>, they see your name, everything you wrote for the request, your symptoms, the AI assessment&apos;s
            questions and answers, your messages and files, and your phone number while the consultation is active.
          </li>
          <li>
            <strong>Phone calls.</strong> When you or your expert press a phone button, we send the expert a WhatsApp notice, then our call-connection provider
            calls the expert, then you, and joins the two calls. Both phones show Sahay&apos;s number, not each other&apos;s. We keep when the call rang,
            connected and ended, not what was said: calls are never recorded.
          </li>
        </ul>
        <h3>How experts are alerted</h3>
        <p>
          When you start a chat with an expert, or come back to it while it is open, we tell that expert at once: an alert on their Sahay desk with a short
          sound, and a browser notification if they have allowed them. We also send them an SMS and a WhatsApp message, at most once per conversation every{' '}
          {EXPERT_ALERT_INTERVAL_MS / 60_000} minutes. The desk alert names the field, your age and gender; the SMS and WhatsApp message name only the field and
          link to Sahay. None of them carries your name or what you wrote.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>We keep personal data only as long as we need it for the purpose it was collected for, or as the law requires.</p>
        <ul>
          <li>
            <strong>Account details, family members, consultations, appointments, messages, files, health records and vitals:</strong> while your account is
            open, so you and your expert can refer back to them. They are deleted within {DELETION_COMPLETION_BUSINESS_DAYS} business days of a verified
            deletion request (see <a href="#deletion">Deleting your account</a>).
          </li>
          <li>
            <strong>Prescriptions and legal documents issued by experts:</strong> for as long as the law requires doctors and lawyers to keep their records. If
            you delete your account they are de-identified and unlinked from it.
          </li>
          <li>
            <strong>AI assistant conversations:</strong> the conversation lives in your browser and ends when you close it. Our servers keep no copy linked to
            your account.
          </li>
          <li>
            <strong>Health QR access logs:</strong> while your account is open.
          </li>
          <li>
            <strong>The record of who opened your medical data</strong> (experts and admins; see <a href="#security">How we protect it</a>): at least one year (
            {AUDIT_RETENTION_DAYS} days), as the DPDP Rules require. If you delete your account, the entries stay for that year without your name or any link to
            you.
          </li>
          <li>
            <strong>Security logs</strong> (IP addresses, sign-in events): 180 days, as the CERT-In Directions of April 2022 require.
          </li>
          <li>
            <strong>One-time codes and reset links:</strong> a code works for 5 minutes and a link for an hour; each is deleted once used, when a newer one
            replaces it, or at most an hour after it expired.
          </li>
          <li>
            <strong>Signed-in devices:</strong> until you sign out, sign the device out from Settings &rsaquo; Devices, change or reset your password (which
            signs out your other devices), or 30 days after the device was last used.
          </li>
          <li>
            <strong>Payment and invoice records:</strong> for the period tax and accounting laws require.
          </li>
          <li>
            <strong>Support messages, grievances and deletion requests:</strong> three years after they are closed, so we can show how we handled them. If you
            delete your account, your support messages go with it; a deletion request record keeps only the minimum: that you asked, when, and what we did.
          </li>
        </ul>
        <p>
          Deleted data may remain in encrypted backups until they are overwritten on their regular cycle; it is never restored into the service. You can review
          the <Link to="/terms">Terms of Service</Link> for how consultations and refunds work.
        </p>
      </>
    ),
  },
];
