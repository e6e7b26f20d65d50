import type { StatsSample } from './call-quality';

/** Cumulative packet counts of the previous reading: loss is measured between two readings. */
export interface StatsCounters {
  sent: number;
  lostBySender: number;
  received: number;
  lostByReceiver: number;
}

/** How the media travels: straight between the two devices, or through the TURN relay. */
export type MediaRoute = 'direct' | 'relay';

export interface StatsReading {
  sample: StatsSample;
  counters: StatsCounters;
  route: MediaRoute | null;
}

type Stat = Record<string, unknown> & { id: string; type: string };
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function selectedPair(stats: Stat[]): Stat | undefined {
  const byId = new Map(stats.map((stat) => [stat.id, stat]));
  const transport = stats.find((stat) => stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string');
  const chosen = transport ? byId.get(transport.selectedCandidatePairId as string) : undefined;
  return chosen ?? stats.find((stat) => stat.type === 'candidate-pair' && stat.nominated === true && stat.state === 'succeeded');
}

const loss = (lost: number, total: number): number | null => (total > 0 ? Math.min(1, Math.max(0, lost / total)) : null);

/** One reading from RTCPeerConnection.getStats(): round trip, loss since `previous`, the send estimate, the route. */
export function readStats(report: RTCStatsReport | Map<string, Stat>, previous: StatsCounters | null): StatsReading {
  const stats: Stat[] = [];
  report.forEach((stat: Stat) => stats.push(stat));
  const pair = selectedPair(stats);
  const local = pair ? stats.find((stat) => stat.id === pair.localCandidateId) : undefined;
  const remote = pair ? stats.find((stat) => stat.id === pair.remoteCandidateId) : undefined;
  const route: MediaRoute | null = !pair ? null : local?.candidateType === 'relay' || remote?.candidateType === 'relay' ? 'relay' : 'direct';

  const counters: StatsCounters = { sent: 0, lostBySender: 0, received: 0, lostByReceiver: 0 };
  const rtcpRtts: number[] = [];
  let bandwidthLimited: boolean | null = null;
  for (const stat of stats) {
    if (stat.type === 'outbound-rtp') counters.sent += num(stat.packetsSent) ?? 0;
    if (stat.type === 'outbound-rtp' && stat.kind === 'video' && typeof stat.qualityLimitationReason === 'string') {
      bandwidthLimited = (bandwidthLimited ?? false) || stat.qualityLimitationReason === 'bandwidth';
    }
    if (stat.type === 'remote-inbound-rtp') {
      counters.lostBySender += Math.max(0, num(stat.packetsLost) ?? 0);
      const rtt = num(stat.roundTripTime);
      if (rtt !== null) rtcpRtts.push(rtt);
    }
    if (stat.type === 'inbound-rtp') {
      counters.received += num(stat.packetsReceived) ?? 0;
      counters.lostByReceiver += Math.max(0, num(stat.packetsLost) ?? 0);
    }
  }

  const pairRtt = num(pair?.currentRoundTripTime);
  const rttSeconds = pairRtt ?? (rtcpRtts.length > 0 ? Math.max(...rtcpRtts) : null);
  let packetLoss: number | null = null;
  if (previous) {
    const sentLoss = loss(counters.lostBySender - previous.lostBySender, counters.sent - previous.sent);
    const lostIn = counters.lostByReceiver - previous.lostByReceiver;
    const receivedLoss = loss(lostIn, lostIn + counters.received - previous.received);
    const losses = [sentLoss, receivedLoss].filter((value): value is number => value !== null);
    packetLoss = losses.length > 0 ? Math.max(...losses) : null;
  }
  const bitrate = num(pair?.availableOutgoingBitrate);
  return {
    sample: {
      rttMs: rttSeconds === null ? null : Math.round(rttSeconds * 1000),
      packetLoss,
      availableOutgoingKbps: bitrate === null ? null : Math.round(bitrate / 1000),
      bandwidthLimited,
    },
    counters,
    route,
  };
}
