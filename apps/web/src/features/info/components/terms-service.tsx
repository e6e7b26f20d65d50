import { EMERGENCY_NUMBER, FEES_CURRENCY, MINIMUM_USER_AGE, REFUND_WINDOW_DAYS, SUPPORT_EMAIL } from '@sahay/domain/legal';
import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_WINDOW_DAYS, PAYMENT_HOLD_MINUTES } from '@sahay/domain/booking-rules';
import { Link } from '@/lib/router';
import { MailLink, type LegalSection } from './legal-document';

// Terms of service, part 1: who may use Sahay, what it is and is not, and what consultations cost.
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Sahay for your use of the Sahay website and app. By creating an account or booking a consultation you
          accept them. If you do not agree, please do not use Sahay.
        </p>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we handle your personal data and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Sahay',
    body: (
      <ul>
        <li>
          You must be at least <strong>{MINIMUM_USER_AGE} years old</strong> and able to enter a binding contract under Indian law. A parent or lawful guardian
          may book a consultation for their child from their own account.
        </li>
        <li>Give true, current details about yourself, and keep them up to date.</li>
        <li>
          Keep your password and the one-time codes we send you by SMS private: Sahay never asks you for a code. If you sign in with a mobile number, that
          number must be yours; change it in Settings when it is no longer. You are responsible for what happens under your account, and can sign out every
          device from Settings &rsaquo; Devices.
        </li>
        <li>One person, one account. Do not sign up for or act as someone else without their authority.</li>
      </ul>
    ),
  },
  {
    id: 'experts',
    title: 'Our experts',
    body: (
      <>
        <p>
          Doctors, lawyers, chartered accountants and IT professionals on Sahay are <strong>independent professionals</strong>, not employees or agents of
          Sahay. Before an expert can consult, we check their identity and their registration with the professional body that governs them, such as a State
          Medical Council or the National Medical Commission, a State Bar Council, or the Institute of Chartered Accountants of India.
        </p>
        <p>
          Each expert is responsible for their own advice and follows the rules of their profession. Verification tells you who an expert is; it does not
          guarantee a particular outcome. You are free to ask for a second opinion at any time.
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    title: 'Not for emergencies',
    body: (
      <p>
        <strong>Sahay is not an emergency service. In a medical emergency call {EMERGENCY_NUMBER} or go to the nearest hospital at once.</strong> Do not wait
        for an online consultation for chest pain, difficulty breathing, signs of a stroke, severe bleeding, loss of consciousness or thoughts of harming
        yourself. Our <Link to="/patient-safety">Patient Safety</Link> page lists the warning signs.
      </p>
    ),
  },
  {
    id: 'ai-assistant',
    title: 'The AI assistant',
    body: (
      <>
        <p>
          The free AI assistant and symptom checker give <strong>general information, not a diagnosis</strong>, and not medical, legal, financial or
          professional advice. They can be wrong or incomplete, and they do not know your full situation.
        </p>
        <p>
          Do not start, stop or change a treatment, or make a legal or financial decision, on the strength of an AI answer alone. Consult a qualified expert.
        </p>
      </>
    ),
  },
  {
    id: 'consultations',
    title: 'Consultations',
    body: (
      <ul>
        <li>Consultations take place by chat, audio or video. Find a private place and a stable connection.</li>
        <li>
          Audio and video calls are one to one between you and your expert, through the consultation&apos;s meeting link, which only the two of you can join.
          Sahay never records them; they end when the consultation is completed or cancelled, or when either of you signs out. A meeting scheduled for later can
          be joined from 10 minutes before its time.
        </li>
        <li>Give your expert complete and accurate information. Advice is only as good as the information it rests on.</li>
        <li>
          An expert may decide that an online consultation is not suitable for your problem and advise you to see someone in person. Doctors follow India&apos;s
          Telemedicine Practice Guidelines 2020, which limit what can be prescribed online.
        </li>
        <li>Do not record a consultation without the expert&apos;s clear consent.</li>
      </ul>
    ),
  },
  {
    id: 'appointments',
    title: 'Booking appointments',
    body: (
      <ul>
        <li>
          You can book one of an expert&apos;s free slots up to {BOOKING_WINDOW_DAYS} days ahead, by video, audio or chat, for yourself or a family member. A
          slot is yours once it is confirmed; nobody else can book it.
        </li>
        <li>
          <strong>When a booking has a fee, you pay as you book.</strong> We hold the slot for you for {PAYMENT_HOLD_MINUTES} minutes while you pay; it is
          confirmed, and its reminders are sent, once the payment arrives. If it has not arrived in that time, the slot is released for others, and a payment
          that arrives after that is refunded in full, automatically.
        </li>
        <li>
          <strong>You can move or cancel an appointment up to {BOOKING_CHANGE_CUTOFF_HOURS} hours before it starts</strong>, from your dashboard. After that the
          time is kept for you and the expert.
        </li>
        <li>An expert may cancel an appointment if they must; they give a reason, and we tell you at once by SMS and WhatsApp so you can book another time.</li>
        <li>Join from the link in your reminder or on your dashboard; a call opens 10 minutes before its time.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <ul>
        <li>
          All fees are in Indian rupees ({FEES_CURRENCY}, ₹) and are <strong>shown before you book</strong>. You pay only the fee you see and accept.
        </li>
        <li>The AI assistant is free. Offers such as a free first consultation apply as described with the offer; a free booking needs no payment.</li>
        <li>
          Payments go through a licensed payment gateway (Razorpay): by UPI (the UPI app on your phone, or a QR code to scan on a computer), card or net
          banking. The amount is worked out by Sahay from the fee shown, never by your device.
        </li>
        <li>Every payment has a receipt: download it (PDF) from the appointment on your dashboard.</li>
        <li>Pay only through Sahay. Do not pay an expert directly for a consultation booked on Sahay; such payments are outside our protection.</li>
      </ul>
    ),
  },
  {
    id: 'refunds',
    title: 'Cancellations and refunds',
    body: (
      <>
        <ul>
          <li>
            Request a refund <strong>within {REFUND_WINDOW_DAYS} days of the consultation</strong> (counted from the appointment&apos;s start) with{' '}
            <strong>Request a refund</strong> on the paid appointment in your dashboard, and tell us why. You can ask before the appointment too, for example
            when it was cancelled. One request per payment.
          </li>
          <li>
            <strong>Completed consultations are not refunded.</strong> A consultation is completed when the expert has attended and given advice.
          </li>
          <li>
            A Sahay administrator approves or declines each request and we tell you by SMS (by email if your account has no phone number); a declined request
            comes with the reason, and the dashboard shows where your request stands. We refund in full when a consultation did not take place because the
            expert did not join, a fault on our side prevented it, or you were charged more than once.
          </li>
          <li>
            Questions about a refund: write to <MailLink email={SUPPORT_EMAIL} /> or use the <Link to="/contact">Contact us</Link> page.
          </li>
          <li>
            Approved refunds are paid back through the payment gateway to the way you paid; your bank may take a few business days to show it. If the
            appointment is still ahead, an approved refund cancels it.
          </li>
        </ul>
        <p>These terms do not take away any right you have under the Consumer Protection Act, 2019.</p>
      </>
    ),
  },
];
