import {
  ACCESS_LOG_PATH,
  AUDIT_RETENTION_DAYS,
  DELETION_COMPLETION_BUSINESS_DAYS,
  DELETION_RESPONSE_BUSINESS_DAYS,
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_EMAIL,
  GRIEVANCE_RESOLVE_DAYS,
  MINIMUM_USER_AGE,
  PRIVACY_EMAIL,
  SUPPORT_EMAIL,
} from '@sahay/domain/legal';
import { Link } from '@/lib/router';
import { MailLink, type LegalSection } from './legal-document';

// Privacy policy, part 2: how data is protected and shared, deletion, rights, children, changes, contact.
export const PRIVACY_YOUR_CONTROL_SECTIONS: readonly LegalSection[] = [
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>
          <strong>Encryption in transit.</strong> Everything between your device and Sahay travels over HTTPS (TLS). Audio and video calls are encrypted end to
          end by WebRTC, even when a relay server carries them.
        </li>
        <li>
          <strong>Secure sessions.</strong> You stay signed in with an httpOnly cookie that scripts on the page cannot read; we never keep sign-in tokens in
          your browser&apos;s storage. Signing out ends the session on our servers too.
        </li>
        <li>
          <strong>Access control on every request.</strong> Our servers check, for every read and write, that you are allowed to see the data: patients see only
          their own, experts only the consultations assigned to them.
        </li>
        <li>
          <strong>A record of who opened your medical data.</strong> Every time a Sahay expert or admin opens your medical data (your prescriptions, the
          messages and files of your consultations, what you told us when you asked for one, and the chart you share with your expert), we record who it was,
          what they opened, when, and why they were allowed to. We keep this record for at least one year ({AUDIT_RETENTION_DAYS} days), and you can see it at
          any time on the <Link to={ACCESS_LOG_PATH}>Who opened my data</Link> page in your profile. The record never contains the data itself.
        </li>
        <li>
          <strong>Access logging of shared health data.</strong> Every time one of your Health QR links, or a chart you shared with your expert, is opened, we
          record when and what it showed, and show it to you.
        </li>
        <li>
          <strong>Limits on misuse.</strong> Sign-in attempts, messages and AI questions are rate limited to stop guessing and automated abuse. After five wrong
          passwords for one account within 15 minutes, sign-in to that account pauses for 15 minutes, from everywhere, and we tell the account holder by email
          and SMS. The email address typed at a failed sign-in is kept until a day after the last attempt. The counts behind the other limits, kept with your IP
          address, account or browser identifier, are deleted within minutes after their time window (an hour at most) ends.
        </li>
        <li>
          <strong>If something goes wrong.</strong> If a personal data breach affects you, we will tell you and the Data Protection Board of India as the DPDP
          Act requires, and report it to CERT-In.
        </li>
      </ul>
    ),
  },
  {
    id: 'health-qr',
    title: 'Health QR share links',
    body: (
      <>
        <p>Your Health QR code lets a doctor or hospital see your medical information when you show it to them. It is built so that you stay in control:</p>
        <ul>
          <li>
            <strong>A random link, not your ID.</strong> The code holds a share link with a long random token. It never contains your account ID, phone number
            or e-mail.
          </li>
          <li>
            <strong>Scoped.</strong> You choose what each link shows: personal information, medical history, prescriptions, lab reports and vitals. The page
            behind the link shows nothing else. Medical history lists your consultations with doctors only, never those with lawyers, CAs or IT experts. Lab
            reports shows the title, doctor, hospital and date of the records you filed as a lab report, never the file itself or your other records.
          </li>
          <li>
            <strong>Expiring.</strong> Each link stops working after the time you choose: 1 hour, 24 hours (unless you change it) or 7 days.
          </li>
          <li>
            <strong>Revocable.</strong> You can revoke a link at any time and it stops working at once.
          </li>
          <li>
            <strong>Logged.</strong> Every time the link is opened we record when and which parts it showed, and list it under the link in your Health QR
            window.
          </li>
          <li>
            <strong>Only a fingerprint is stored.</strong> We keep a one-way hash of each link&apos;s token, not the token, so the link cannot be rebuilt from
            our database. A code can therefore not be shown again later: make a new one when you need it.
          </li>
        </ul>
        <p>
          In a consultation you can also share your chart with its expert from the chat, in one tap. It shows the same parts, only to that expert, and ends when
          you stop sharing or when the consultation ends. Each time the expert opens it is listed in your Health QR window and on{' '}
          <Link to={ACCESS_LOG_PATH}>Who opened my data</Link>.
        </p>
        <p>Anyone who has the link can see what it allows until it expires or you revoke it. Show it only to people you trust with your health information.</p>
      </>
    ),
  },
  {
    id: 'download',
    title: 'Downloading a copy of your data',
    body: (
      <>
        <p>
          Open your Health QR window (the QR button at the top of the page) and choose <strong>Download Data</strong>. The file is made for you when you ask,
          holds only your own data, and is saved on your device. It includes everything, whatever your QR privacy settings say: anyone who can open the file can
          read it. Choose one of two formats:
        </p>
        <ul>
          <li>
            <strong>Everything (JSON)</strong>: your account and profile (name, e-mail address, mobile number, city, state, languages, date of birth, gender);
            how you sign in (when each session started and ends, its device and IP address, recent failed sign-ins), never your password or session tokens;
            every consultation in every field with its details, the AI questions and answers, its status history, referrals and every message, with the names of
            shared files and links to open them; your appointments (who each was for, its time zone, fee and any cancellation and its reason) and, for an
            expert, your weekly hours; your prescriptions and legal documents with links to their PDFs; your vitals readings; your health records; your ratings;
            your Health QR links and chart shares with every opening; who opened your medical data; the messages you sent to support; your deletion requests;
            and which SMS, WhatsApp and e-mail messages we sent you and when (not their text).
          </li>
          <li>
            <strong>Health record (FHIR R4)</strong>: your health data in the international standard other health apps and hospitals can import: you as a
            Patient, each consultation as an Encounter, each blood pressure, heart rate, blood sugar and weight reading as an Observation with its LOINC code,
            each prescribed medicine as a MedicationRequest, and your prescriptions, legal documents and health records as documents. Messages, shares and
            sign-ins are in the JSON file only.
          </li>
        </ul>
        <p>
          Other people appear only as you know them: your expert&apos;s name and field, never their phone number, e-mail address or account. Conversations with
          the AI assistant and the symptom checker are not kept with your account, and our servers&apos; operational logs are not kept per person, so neither is
          in the file; what you told us when you asked for a consultation is. Requests you sent without signing in are in it once they have joined your account
          (see below). We record each download (when, and which format, never what the file held), and allow up to 10 downloads in 15 minutes.
        </p>
      </>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your account and data',
    body: (
      <>
        <p>
          You can ask us to delete your account and personal data at any time on the <Link to="/delete-account">Account &amp; Data Deletion Request</Link> page,
          or by writing to <MailLink email={PRIVACY_EMAIL} />.
        </p>
        <ul>
          <li>
            We verify your identity, so that nobody else can delete your account, and respond within{' '}
            <strong>{DELETION_RESPONSE_BUSINESS_DAYS} business days</strong>.
          </li>
          <li>
            Your data is deleted within <strong>{DELETION_COMPLETION_BUSINESS_DAYS} business days</strong>, or at once when you delete your account yourself:
            your profile (name, e-mail address, mobile number and password), your consultations with their messages, files, ratings and history, your
            appointments, health records and vitals, the messages you sent to support, our copies of the SMS, WhatsApp and e-mail messages we sent you, your
            sessions, password-reset links and the record of failed sign-ins to your account. Files are deleted from our file storage too.
          </li>
          <li>
            <strong>Requests you sent without signing in</strong> are kept under the mobile number you typed, not in your account: anyone can type a mobile
            number, so such requests join an account only after its holder has verified that number with us, and are then deleted with it. Sahay cannot verify
            mobile numbers yet, so today none have joined your account and deleting it does not delete them.
          </li>
          <li>
            <strong>Prescriptions a doctor issued and advice notes or drafts a lawyer wrote for you</strong> are the expert&apos;s professional record, which
            Indian law, including the Telemedicine Practice Guidelines 2020, requires them to keep. We keep these de-identified, for as long as that law
            requires: your name and any link to your account or consultation are removed (a prescription keeps the age and gender the doctor recorded).
          </li>
          <li>
            The record of who opened your medical data stays for its year (see <a href="#retention">How long we keep it</a>), without your name or any link to
            you.
          </li>
          <li>
            We also keep what another law requires, such as payment records for tax, and a minimal record of your deletion request: that it was made and carried
            out, and when, with a keyed code of your e-mail address instead of the address. When we delete your account on a request you sent us, we e-mail you
            once to say it is done; our copy of that e-mail forgets your address as soon as it has been sent.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> a summary of the personal data we hold about you, how we use it and who we have shared it with. You can download a copy of
            it yourself at any time (see <a href="#download">Downloading a copy of your data</a>).
          </li>
          <li>
            <strong>Correct</strong> inaccurate data and complete or update it. You can change most details yourself under Edit profile.
          </li>
          <li>
            <strong>Delete</strong> your data, as described in <a href="#deletion">Deleting your account and data</a>.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, as easily as you gave it. This does not affect what we did before, but we may no longer be able to
            offer consultations that need that data.
          </li>
          <li>
            <strong>Nominate</strong> a person to exercise these rights for you if you die or become unable to.
          </li>
          <li>
            <strong>Have a grievance heard.</strong> Write to our Grievance Officer at <MailLink email={GRIEVANCE_EMAIL} />. We acknowledge a grievance within{' '}
            {GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolve it within {GRIEVANCE_RESOLVE_DAYS} days. If you are not satisfied with our answer, you may complain
            to the Data Protection Board of India.
          </li>
        </ul>
        <p>
          To use a right, write to <MailLink email={PRIVACY_EMAIL} /> from the e-mail address on your account. We verify your identity before acting on a
          request.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <>
        <p>
          You must be at least <strong>{MINIMUM_USER_AGE} years old</strong> to create a Sahay account. We do not knowingly create accounts for anyone younger,
          and we delete any we find.
        </p>
        <p>
          A parent or lawful guardian may consult a doctor about their child from their own account, and gives consent for the child when they do. We use a
          child&apos;s data only for their care, never for tracking, behavioural monitoring or targeted advertising.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. We tell you about important changes in the app and by e-mail before they take effect, and ask
        for your consent again where the law requires it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <ul>
        <li>
          Privacy questions and requests: <MailLink email={PRIVACY_EMAIL} />
        </li>
        <li>
          Grievance Officer: <MailLink email={GRIEVANCE_EMAIL} />
        </li>
        <li>
          Anything else: <MailLink email={SUPPORT_EMAIL} /> or the <Link to="/contact">Contact us</Link> page.
        </li>
      </ul>
    ),
  },
];
