/**
 * The office's bar charts' one frame (leads per week, response time, source to deposit): a visx SVG
 * image with its title and a summary in words, whole-number gridlines, the left axis of counts and
 * the bottom axis of the bands. Each chart draws its own bars inside; beside each, its page shows
 * the same numbers as a table. visx is imported only by the office's report chunks.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { useId, type ReactNode } from "react";
import { formatNumber } from "@/lib/number";

const WIDTH = 640;
const TICK_LABEL = { fill: "currentColor", fontSize: 12, fontFamily: "inherit" } as const;

type BandScale = ReturnType<typeof scaleBand<string>>;
type LinearScale = ReturnType<typeof scaleLinear<number>>;

/** Where a chart's bars go: its scales and the drawing area's height. */
export interface BarChartGeometry {
  x: BandScale;
  y: LinearScale;
  innerWidth: number;
  innerHeight: number;
}

export interface BarChartFrameProps {
  title: string;
  /** What the chart shows, in words (the image's description). */
  summary: string;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** The bands, left to right. */
  bands: readonly string[];
  /** The largest value to show (the scale is at least 0 to `minimumTop`, rounded to nice ticks). */
  most: number;
  minimumTop?: number;
  /** Only whole-number gridlines (counts). */
  wholeTicks?: boolean;
  /** The band labels to write under the axis (all when left out). */
  bandLabels?: readonly string[];
  formatBand: (band: string) => string;
  /** Slanted band labels, for long names. */
  slantLabels?: boolean;
  children: (geometry: BarChartGeometry) => ReactNode;
}

export function BarChartFrame({
  title,
  summary,
  height,
  margin,
  bands,
  most,
  minimumTop = 4,
  wholeTicks = true,
  bandLabels,
  formatBand,
  slantLabels = false,
  children,
}: BarChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: [...bands], range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(minimumTop, most)], range: [innerHeight, 0], nice: true });
  const yTicks = wholeTicks ? y.ticks(4).filter(Number.isInteger) : y.ticks(4);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full text-stone-700 dark:text-stone-300">
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
      <Group left={margin.left} top={margin.top}>
        {yTicks.map((value) => (
          <line key={value} x1={0} x2={innerWidth} y1={y(value)} y2={y(value)} className="stroke-stone-200 dark:stroke-stone-700" />
        ))}
        {children({ x, y, innerWidth, innerHeight })}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(value) => formatNumber(Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={TICK_LABEL}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={bandLabels ? [...bandLabels] : undefined}
          tickFormat={(value) => formatBand(String(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={slantLabels ? { ...TICK_LABEL, angle: -30, textAnchor: "end" } : TICK_LABEL}
        />
      </Group>
    </svg>
  );
}

/** At most `max` evenly spaced labels of `bands`, so they never overlap. */
export function spacedLabels(bands: readonly string[], max: number): string[] {
  const every = Math.max(1, Math.ceil(bands.length / max));
  return bands.filter((_, index) => index % every === 0);
}
