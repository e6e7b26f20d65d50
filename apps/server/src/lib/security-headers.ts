import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from './env';

/**
 * The browser-side security policy for every response (issue 16 part 7). Scripts only from our origin and no inline
 * script but the web app's own, allowed by hash (`inlineScripts`: its theme script, lib/inline-scripts.ts; the API docs
 * start from a file); nobody may frame us;
 * the app talks to its own origin, including the realtime WebSocket. Styles allow inline because the toaster and
 * Radix position elements with style attributes. Camera and microphone are ours alone (voice notes, calls);
 * every other powerful feature is off.
 */
export function securityHeaders(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'> & Partial<Pick<Env, 'PAYMENT_PROVIDER'>>,
  inlineScripts: readonly string[] = [],
): MiddlewareHandler {
  const url = new URL(env.PUBLIC_URL);
  const socketOrigin = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  const self = "'self'";
  // Issue 19 part 4: Razorpay's Checkout is a script from checkout.razorpay.com that opens a frame of api.razorpay.com;
  // allowed only when Razorpay takes payments (the test gateway's page is ours).
  const razorpay = env.PAYMENT_PROVIDER === 'razorpay';
  const checkoutScripts = razorpay ? ['https://checkout.razorpay.com'] : [];
  const checkoutFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  return secureHeaders({
    // A response that set its own policy keeps it: served files are sandboxed (lib/uploads.ts).
    overwrite: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: env.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, ...inlineScripts, ...checkoutScripts],
      ...(razorpay ? { frameSrc: checkoutFrames } : {}),
      scriptSrcAttr: ["'none'"],
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: [self, 'data:', 'blob:'],
      mediaSrc: [self, 'blob:'],
      fontSrc: [self, 'data:'],
      connectSrc: [self, socketOrigin, ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : [])],
      workerSrc: [self],
      manifestSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      fullscreen: ['self'],
      autoplay: ['self'],
      clipboardWrite: ['self'],
      webShare: ['self'],
      accelerometer: [],
      ambientLightSensor: [],
      battery: [],
      bluetooth: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      midi: [],
      payment: razorpay ? ['self', 'https://api.razorpay.com'] : [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
      browsingTopics: [],
    },
  });
}
