import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { acceptedConsultationRoom, expectPlaying, launch, mediaOf, signedInPage } from './call-support';

// Issue 15 part 3: an audio call (the "Audio call" buttons' /join-meeting/{roomId}?mode=audio) has no video track on
// either side and never asks for the camera; switching to video mid-call makes the other side's video play, and back;
// the pre-call check and the quality indicator. Two Chromium processes with fake media.
const SHOTS = process.env.CALL_SHOTS_DIR;

test('an audio call has no video on either side; switching to video and back reaches the other side', async () => {
  test.setTimeout(150_000);
  const patientBrowser = await launch();
  const doctorBrowser = await launch();
  try {
    const patientSide = await signedInPage(patientBrowser, 'new patient', { width: 390, height: 844 });
    const doctorSide = await signedInPage(doctorBrowser, 'doctor', { width: 1280, height: 800 });
    const { path } = await acceptedConsultationRoom(patientSide, doctorSide);
    const patient = patientSide.page;
    const doctor = doctorSide.page;
    const patientName = patientSide.name;

    // The pre-call check: microphone meter and speaker test, no camera preview, nothing asked of the camera.
    await patient.goto(`${path}?mode=audio`);
    await expect(patient.getByText('Audio consultation with')).toBeVisible();
    await expect(patient.getByText('An audio call: joining asks for your microphone only, never your camera.')).toBeVisible();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await patient.screenshot({ path: `${SHOTS}/lobby-audio-390.png`, fullPage: true });
    }
    await patient.getByRole('button', { name: 'Check microphone and speaker' }).click();
    await expect(patient.getByRole('heading', { name: 'Check before you join' })).toBeVisible();
    await expect(patient.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    // Chromium's fake microphone plays a beep: the meter moves.
    await expect
      .poll(async () => Number(await patient.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(patient.getByLabel('Your camera preview')).toHaveCount(0);
    await patient.getByRole('button', { name: 'Play test sound' }).click();
    await expect(patient.getByText('Did you hear a chime?')).toBeVisible();
    await expect(patient.getByLabel('Microphone', { exact: true })).toBeVisible();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await patient.screenshot({ path: `${SHOTS}/pre-call-check-audio-390.png`, fullPage: true });
    }
    await patient.getByRole('button', { name: 'Join consultation' }).click();
    await expect(patient.getByRole('heading', { name: 'Meeting Ready' })).toBeVisible();

    await doctor.goto(`${path}?mode=audio`);
    await doctor.getByRole('button', { name: 'Join consultation' }).click();
    await expect(doctor.getByRole('status').getByText(`Connected with ${patientName}`)).toBeVisible({ timeout: 30_000 });
    await expect(patient.getByRole('status').getByText('Connected with Dr. Arjun Mehta')).toBeVisible();
    await expect(doctor.getByText(`Audio call with ${patientName}`)).toBeVisible();
    await expect(patient.getByText('Audio call with Dr. Arjun Mehta')).toBeVisible();
    await expect(patient.getByRole('button', { name: 'Camera off' })).toHaveCount(0);
    for (const page of [patient, doctor]) {
      await expect.poll(async () => (await mediaOf(page))?.bytesReceived ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await mediaOf(page)).toMatchObject({ sendingVideo: false, receivingVideo: false, askedForVideo: false });
    }
    // The quality indicator, in words, once two readings agree (loopback is a good connection).
    await expect(patient.getByText('Good connection')).toBeVisible({ timeout: 15_000 });
    await expect(patient.getByText(/round trip \d+ ms · \d+% lost/)).toBeVisible();
    if (SHOTS) {
      await patient.screenshot({ path: `${SHOTS}/in-call-audio-390.png` });
      await doctor.screenshot({ path: `${SHOTS}/in-call-audio-1280.png` });
    }

    // The patient switches to video: the doctor sees them; the doctor's side still sends none.
    await patient.getByRole('button', { name: 'Switch to video' }).click();
    await expectPlaying(doctor, `Video of ${patientName}`);
    await expect(doctor.getByText(`Audio call with ${patientName}`)).toBeHidden();
    expect(await mediaOf(doctor)).toMatchObject({ sendingVideo: false, receivingVideo: true });
    await expect(patient.getByRole('button', { name: 'Camera off' })).toBeVisible();

    // The doctor too; then the patient goes back to sound only and the doctor sees the audio call again.
    await doctor.getByRole('button', { name: 'Switch to video' }).click();
    await expectPlaying(patient, 'Video of Dr. Arjun Mehta');
    if (SHOTS) {
      await expect(doctor.getByText(/Good connection|Fair connection|Poor connection/)).toBeVisible();
      await patient.screenshot({ path: `${SHOTS}/in-call-video-390.png` });
      await doctor.screenshot({ path: `${SHOTS}/in-call-video-1280.png` });
    }
    await patient.getByRole('button', { name: 'Switch to audio' }).click();
    await expect(doctor.getByText(`Audio call with ${patientName}`)).toBeVisible();
    await expect.poll(async () => (await mediaOf(patient))?.sendingVideo).toBe(false);
    await expectPlaying(patient, 'Video of Dr. Arjun Mehta');

    // Mute still reaches the other side in an audio call; devices can be changed during the call.
    await patient.getByRole('button', { name: 'Mute' }).click();
    await expect(doctor.getByText(`${patientName}'s microphone is off`)).toBeVisible();
    await patient.getByRole('button', { name: 'Devices' }).click();
    const microphone = patient.getByLabel('Microphone', { exact: true });
    const other = await microphone.locator('option').nth(1).getAttribute('value');
    await microphone.selectOption(other ?? '');
    await expect(microphone).toHaveValue(other ?? '');
    await expect(patient.getByRole('alert')).toHaveCount(0);
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/in-call-devices-390.png`, fullPage: true });

    await doctor.getByRole('button', { name: 'End call' }).click();
    await expect(patient.getByRole('heading', { name: 'Call ended' })).toBeVisible();
  } finally {
    await patientBrowser.close();
    await doctorBrowser.close();
  }
});

test('the pre-call check of a video call previews the camera, and a device without a camera joins with sound only', async () => {
  test.setTimeout(90_000);
  const browser = await launch();
  try {
    const doctorSide = await signedInPage(browser, 'doctor', { width: 1280, height: 800 });
    const patientSide = await signedInPage(browser, 'new patient', { width: 1280, height: 800 });
    const { path } = await acceptedConsultationRoom(patientSide, doctorSide);
    const page = patientSide.page;
    await page.goto(path);
    await page.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expectPlaying(page, 'Your camera preview');
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pre-call-check-video-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Use sound only' }).click();
    await expect(page.getByLabel('Your camera preview')).toHaveCount(0);
    await page.getByRole('button', { name: 'Join consultation' }).click();
    await expect(page.getByRole('heading', { name: 'Meeting Ready' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(1);

    // No camera at all: the video call falls back to sound only and says so.
    const noCamera = await signedInPage(browser, 'doctor', { width: 390, height: 844 });
    await noCamera.context.addInitScript(() => {
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) =>
        constraints?.video ? Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) : getUserMedia(constraints);
    });
    await noCamera.page.goto(path);
    await noCamera.page.getByRole('button', { name: 'Join consultation' }).click();
    await expect(noCamera.page.getByText('No camera could be opened, so you joined with sound only.')).toBeVisible();
    await expect(noCamera.page.getByRole('button', { name: 'Switch to video' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
