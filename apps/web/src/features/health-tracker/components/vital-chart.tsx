import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chart-series';

const HEIGHT = 200;

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** A see-through tint of a '#rrggbb' colour (a canvas may not read color-mix()). */
function tint(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const [r, g, b] = match ? match.slice(1).map((part) => parseInt(part, 16)) : [21, 128, 61];
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Shades each normal range behind the lines, so a point outside it stands out. */
function shadeBands(bands: ChartData['bands'], fill: string) {
  return (u: uPlot) => {
    const { ctx } = u;
    const { left, top, width, height } = u.bbox;
    ctx.save();
    ctx.fillStyle = fill;
    for (const band of bands) {
      const upper = Math.max(top, u.valToPos(band.max, 'y', true));
      const lower = Math.min(top + height, u.valToPos(band.min, 'y', true));
      if (lower > upper) ctx.fillRect(left, upper, width, lower - upper);
    }
    ctx.restore();
  };
}

function options(data: ChartData, width: number): uPlot.Options {
  const primary = cssColor('--primary', '#15803d');
  const strong = cssColor('--primary-strong', '#166534');
  const muted = cssColor('--muted-foreground', '#475569');
  const grid = cssColor('--border', '#e2e8f0');
  const bandFill = cssColor('--success', '#15803d');
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px system-ui, sans-serif' };
  const bandEdges = data.bands.flatMap((band) => [band.min, band.max]);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      // Keep the normal range in view, so every chart shows where normal lies.
      y: {
        range: (_u, min, max) => {
          const low = Math.min(min, ...bandEdges);
          const high = Math.max(max, ...bandEdges);
          const pad = Math.max((high - low) * 0.1, 1);
          return [Math.floor(low - pad), Math.ceil(high + pad)];
        },
      },
    },
    axes: [axis, { ...axis, size: 44 }],
    series: [
      {},
      ...data.lines.map((line, index) => ({
        label: line.label,
        stroke: index === 0 ? primary : strong,
        width: 2,
        dash: index === 0 ? undefined : [6, 4],
        points: { show: true, size: 7, fill: index === 0 ? primary : strong },
      })),
    ],
    hooks: { drawAxes: [shadeBands(data.bands, tint(bandFill, 0.12))] },
  };
}

/** One measure over time, drawn by uPlot (loaded with this tab only). The canvas is hidden from screen readers: the table beside it says the same. */
export default function VitalChart({ data }: { data: ChartData }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const plot = new uPlot(options(data, element.clientWidth || 320), [data.times, ...data.lines.map((line) => line.values)], element);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [data]);
  return <div ref={container} aria-hidden className="w-full" style={{ minHeight: HEIGHT }} />;
}
