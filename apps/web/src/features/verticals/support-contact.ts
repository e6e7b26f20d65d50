// The support team's WhatsApp number comes from the build's environment (VITE_SUPPORT_WHATSAPP, digits with the
// country code, e.g. 91XXXXXXXXXX). Without one the widget offers the contact form instead of a dead link.
const configured: unknown = import.meta.env.VITE_SUPPORT_WHATSAPP;
const digits = typeof configured === 'string' ? configured.replace(/\D/g, '') : '';

const GREETING = 'Hi Sahay, I need help with a consultation.';

export const whatsappSupportUrl: string | null = digits ? `https://wa.me/${digits}?text=${encodeURIComponent(GREETING)}` : null;
