import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
import { newAccount } from './support';

// Two Chromium processes with a fake camera and microphone (issue 15). Without --allow-loopback-in-peer-connection
// Chromium finds no ICE candidates on a machine whose only network is loopback.
export const PASSWORD = 'sahay-demo-2026';
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection', '--autoplay-policy=no-user-gesture-required'];

export function launch(extraArgs: string[] = ['--use-fake-ui-for-media-stream']): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...FAKE_MEDIA, ...extraArgs] });
}

/**
 * A signed-in page whose RTCPeerConnections and getUserMedia requests the test can inspect (window.__calls): the
 * product's own code is not changed for it.
 */
export async function signedInPage(browser: Browser, who: 'doctor' | 'new patient', viewport: { width: number; height: number }, baseURL?: string) {
  const base = baseURL ?? test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL: base, viewport });
  await context.addInitScript(() => {
    localStorage.setItem('sahay-intro-done', 'true');
    const calls = { connections: [] as RTCPeerConnection[], asked: [] as MediaStreamConstraints[] };
    Object.assign(window, { __calls: calls });
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        calls.connections.push(this);
      }
    };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints?: MediaStreamConstraints) => {
      calls.asked.push(constraints ?? {});
      return getUserMedia(constraints);
    };
  });
  const account = newAccount();
  const response =
    who === 'doctor'
      ? await context.request.post('/api/auth/sign-in', { data: { email: 'doctor@sahay.demo', password: PASSWORD }, headers: { origin: base } })
      : await context.request.post('/api/auth/sign-up', { data: account, headers: { origin: base } });
  expect(response.ok()).toBe(true);
  return { context, page: await context.newPage(), baseURL: base, name: account.fullName };
}

type Side = Awaited<ReturnType<typeof signedInPage>>;

/** A new patient's consultation with the demo doctor, accepted; its meeting room's path. */
export async function acceptedConsultationRoom(patientSide: Side, doctorSide: Side): Promise<{ consultationId: string; path: string }> {
  const expert = (await (await doctorSide.context.request.get('/api/chat/experts/me')).json()) as { id: string };
  const started = (await (
    await patientSide.context.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: patientSide.baseURL } })
  ).json()) as { id: string };
  const accepted = await doctorSide.context.request.post(`/api/expert-desk/consultations/${started.id}/accept`, { headers: { origin: doctorSide.baseURL } });
  expect(accepted.status()).toBe(200);
  const room = (await (
    await patientSide.context.request.post(`/api/consultations/${started.id}/room`, { headers: { origin: patientSide.baseURL } })
  ).json()) as {
    roomId: string;
  };
  return { consultationId: started.id, path: `/join-meeting/${room.roomId}` };
}

/** A remote video that is playing real frames: wider than zero, not paused, with data to show. */
export async function expectPlaying(page: Page, name: string) {
  const video = page.getByLabel(name);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth > 0 && !element.paused && element.readyState >= 2), { timeout: 30_000 })
    .toBe(true);
}

/** What the page's current connection sends and receives, and the selected candidate pair's types. */
export function mediaOf(page: Page) {
  return page.evaluate(async () => {
    const { connections, asked } = (window as unknown as { __calls: { connections: RTCPeerConnection[]; asked: MediaStreamConstraints[] } }).__calls;
    const pc = connections.findLast((c) => c.connectionState !== 'closed');
    if (!pc) return null;
    const stats: Record<string, unknown>[] = [];
    (await pc.getStats()).forEach((s: Record<string, unknown>) => stats.push(s));
    const transport = stats.find((s) => s.type === 'transport');
    const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId);
    const candidate = (id: unknown) => stats.find((s) => s.id === id)?.candidateType as string | undefined;
    const inboundVideo = stats.find((s) => s.type === 'inbound-rtp' && s.kind === 'video');
    return {
      sendingVideo: pc.getSenders().some((s) => s.track?.kind === 'video'),
      receivingVideo: pc
        .getTransceivers()
        .some((t) => t.receiver.track.kind === 'video' && (t.currentDirection === 'sendrecv' || t.currentDirection === 'recvonly')),
      askedForVideo: asked.some((c) => Boolean(c.video)),
      pair: pair ? { local: candidate(pair.localCandidateId), remote: candidate(pair.remoteCandidateId) } : null,
      framesDecoded: (inboundVideo?.framesDecoded as number | undefined) ?? 0,
      bytesReceived: stats.filter((s) => s.type === 'inbound-rtp').reduce((sum, s) => sum + ((s.bytesReceived as number | undefined) ?? 0), 0),
    };
  });
}
