import { describe, expect, it } from 'vitest';
import { classify, DOWN_AFTER, initialQuality, nextQuality, UP_AFTER, UP_AFTER_MAX, type QualityState, type StatsSample } from '@/features/calls/call-quality';
import { readStats } from '@/features/calls/call-stats';

// Issue 15 part 3: the step-down rules, from stats samples to a level, without a browser.
const good: StatsSample = { rttMs: 80, packetLoss: 0, availableOutgoingKbps: 1500 };
const fair: StatsSample = { rttMs: 450, packetLoss: 0.01, availableOutgoingKbps: 900 };
const poor: StatsSample = { rttMs: 200, packetLoss: 0.2, availableOutgoingKbps: 400 };
const none: StatsSample = { rttMs: null, packetLoss: null, availableOutgoingKbps: null };

const feed = (samples: StatsSample[], state: QualityState = initialQuality()) => samples.reduce((s, sample) => nextQuality(s, sample), state);
const times = (sample: StatsSample, n: number) => Array.from({ length: n }, () => sample);

describe('classify', () => {
  it('names a sample by its worst figure, and ignores the send estimate when asked', () => {
    expect(classify(good)).toBe('good');
    expect(classify(fair)).toBe('fair');
    expect(classify(poor)).toBe('poor');
    expect(classify({ rttMs: 900, packetLoss: 0, availableOutgoingKbps: 2000 })).toBe('poor');
    expect(classify({ rttMs: 50, packetLoss: 0, availableOutgoingKbps: 100 })).toBe('poor');
    expect(classify({ rttMs: 50, packetLoss: 0, availableOutgoingKbps: 100 }, false)).toBe('good');
    expect(classify({ rttMs: null, packetLoss: 0.05, availableOutgoingKbps: null })).toBe('fair');
    expect(classify(none)).toBeNull();
    // A low estimate while the encoder is not short of bandwidth (a simple picture needs little) is no sign of trouble.
    expect(classify({ rttMs: 50, packetLoss: 0, availableOutgoingKbps: 100, bandwidthLimited: false })).toBe('good');
    expect(classify({ rttMs: 50, packetLoss: 0, availableOutgoingKbps: 100, bandwidthLimited: true })).toBe('poor');
  });
});

describe('nextQuality', () => {
  it('shows the network only once two readings agree, so one bad second does not flash', () => {
    let state = nextQuality(initialQuality(), good);
    expect(state.network).toBeNull();
    state = nextQuality(state, good);
    expect(state.network).toBe('good');
    state = nextQuality(state, poor);
    expect(state.network).toBe('good');
    state = nextQuality(state, poor);
    expect(state.network).toBe('poor');
  });

  it('steps down to a lower resolution, then to sound only, as the connection degrades', () => {
    const reduced = feed(times(fair, DOWN_AFTER.reduced));
    expect(feed(times(fair, DOWN_AFTER.reduced - 1)).level).toBe('full');
    expect(reduced.level).toBe('reduced');
    // Fair is enough to keep the lower resolution; only poor readings take the video away.
    expect(feed(times(fair, 10), reduced).level).toBe('reduced');
    expect(feed(times(poor, DOWN_AFTER['audio-only'] - 1), reduced).level).toBe('reduced');
    expect(feed(times(poor, DOWN_AFTER['audio-only']), reduced).level).toBe('audio-only');
  });

  it('steps back up only after a run of good readings (hysteresis), one level at a time', () => {
    const audioOnly = feed([...times(poor, 2), ...times(poor, 3)]);
    expect(audioOnly.level).toBe('audio-only');
    expect(feed(times(good, UP_AFTER - 1), audioOnly).level).toBe('audio-only');
    // One bad reading in the run starts the count again.
    expect(feed([...times(good, UP_AFTER - 1), fair, ...times(good, UP_AFTER - 1)], audioOnly).level).toBe('audio-only');
    const reduced = feed(times(good, UP_AFTER), audioOnly);
    expect(reduced.level).toBe('reduced');
    expect(feed(times(good, UP_AFTER), reduced).level).toBe('full');
  });

  it('judges recovery from sound only without the send estimate, which stays low while no video is sent', () => {
    const audioOnly = feed(times(poor, 5));
    const quietLink = { rttMs: 90, packetLoss: 0, availableOutgoingKbps: 60 };
    expect(feed(times(quietLink, UP_AFTER), audioOnly).level).toBe('reduced');
  });

  it('ignores the send estimate in an audio call or with the camera off', () => {
    const soundOnly = { rttMs: 40, packetLoss: 0, availableOutgoingKbps: 126 };
    expect(feed(times(soundOnly, 3)).network).toBe('poor');
    const state = [soundOnly, soundOnly, soundOnly].reduce((s, sample) => nextQuality(s, sample, false), initialQuality());
    expect(state).toMatchObject({ network: 'good', level: 'full' });
  });

  it('waits longer each time a step up is undone soon after (a flapping connection), up to a limit', () => {
    let state = feed(times(fair, 2));
    state = feed(times(good, UP_AFTER), state);
    expect(state.level).toBe('full');
    state = feed(times(fair, 2), state);
    expect(state.level).toBe('reduced');
    expect(state.upAfter).toBe(UP_AFTER * 2);
    expect(feed(times(good, UP_AFTER), state).level).toBe('reduced');
    expect(feed(times(good, UP_AFTER * 2), state).level).toBe('full');
    for (let i = 0; i < 10; i++) state = feed([...times(good, state.upAfter), ...times(fair, 2)], state);
    expect(state.upAfter).toBe(UP_AFTER_MAX);
  });

  it('changes nothing on a reading without figures', () => {
    const state = feed(times(fair, 2));
    expect(nextQuality(state, none)).toBe(state);
  });
});

describe('readStats', () => {
  const report = (sent: number, lostBySender: number, received: number, lost: number, localType = 'host') =>
    new Map(
      Object.entries({
        T: { id: 'T', type: 'transport', selectedCandidatePairId: 'P' },
        P: { id: 'P', type: 'candidate-pair', localCandidateId: 'L', remoteCandidateId: 'R', currentRoundTripTime: 0.123, availableOutgoingBitrate: 812_345 },
        L: { id: 'L', type: 'local-candidate', candidateType: localType },
        R: { id: 'R', type: 'remote-candidate', candidateType: 'host' },
        O: { id: 'O', type: 'outbound-rtp', packetsSent: sent },
        RI: { id: 'RI', type: 'remote-inbound-rtp', packetsLost: lostBySender, roundTripTime: 0.2 },
        I: { id: 'I', type: 'inbound-rtp', packetsReceived: received, packetsLost: lost },
      }),
    );

  it('reads the round trip and send estimate of the selected pair, the route, and the loss between two readings', () => {
    const first = readStats(report(1000, 10, 1000, 0), null);
    expect(first.sample).toEqual({ rttMs: 123, packetLoss: null, availableOutgoingKbps: 812, bandwidthLimited: null });
    expect(first.route).toBe('direct');
    // 100 sent, 5 of them lost; 95 received, 5 lost: 5% both ways.
    const second = readStats(report(1100, 15, 1095, 5, 'relay'), first.counters);
    expect(second.sample.packetLoss).toBeCloseTo(0.05);
    expect(second.route).toBe('relay');
    // Receiving worse than sending: the worse counts.
    expect(readStats(report(1200, 15, 1175, 25), second.counters).sample.packetLoss).toBeCloseTo(0.2);
  });

  it('has no figures before a pair is chosen', () => {
    expect(readStats(new Map(), null)).toEqual({
      sample: { rttMs: null, packetLoss: null, availableOutgoingKbps: null, bandwidthLimited: null },
      counters: expect.any(Object),
      route: null,
    });
  });

  it('says whether the video encoder is held back by bandwidth', () => {
    const video = (reason: string) => new Map([['O', { id: 'O', type: 'outbound-rtp', kind: 'video', packetsSent: 1, qualityLimitationReason: reason }]]);
    expect(readStats(video('bandwidth'), null).sample.bandwidthLimited).toBe(true);
    expect(readStats(video('none'), null).sample.bandwidthLimited).toBe(false);
    expect(readStats(video('cpu'), null).sample.bandwidthLimited).toBe(false);
  });
});
