/**
 * The funnel report as a chart image, rendered on the server: Apache ECharts
 * draws it as SVG (server-side rendering, no DOM) and resvg turns the SVG
 * into a PNG (a Rust renderer shipped as npm optional dependencies, no
 * download at install). Fonts: the machine's (resvg loads the system fonts;
 * DejaVu Sans, Liberation Sans or any sans-serif); a machine with no fonts
 * still gets a valid PNG, without its texts.
 */
import { Resvg } from '@resvg/resvg-js';
import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { formatShortDate } from '../texts/format.js';
import { percent, STEP_LABELS, type FunnelReport } from './funnelReport.js';

echarts.use([BarChart, GridComponent, TitleComponent, SVGRenderer]);

/** Size of the chart, CSS pixels (the PNG is rendered at this size). */
export const CHART_SIZE = { width: 900, height: 520 } as const;

/** Options of {@link funnelChartSvg} / {@link funnelChartPng}. */
export interface FunnelChartOptions {
  /** Language of the labels (default `es`). */
  lang?: 'es' | 'en';
  /** Shown in the title (e.g. the hotel's name). */
  subject?: string;
}

/**
 * The chart of `report` as an SVG document: one horizontal bar per step of
 * the path (first step on top), each labelled with its count and its
 * conversion from the start; the title names the dates (and `subject`).
 */
export function funnelChartSvg(report: FunnelReport, options: FunnelChartOptions = {}): string {
  const lang = options.lang ?? 'es';
  const labels = STEP_LABELS[lang];
  const title = `${lang === 'es' ? 'Embudo de reservas' : 'Booking funnel'}${options.subject ? ` · ${options.subject}` : ''}`;
  const sub = `${formatShortDate(report.from, lang)} – ${formatShortDate(report.to, lang)}`;
  const steps = [...report.steps].reverse();
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: CHART_SIZE.width, height: CHART_SIZE.height });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: '#ffffff',
      textStyle: { fontFamily: 'DejaVu Sans, Liberation Sans, Arial, sans-serif' },
      title: { text: title, subtext: sub, left: 'center' },
      grid: { left: 190, right: 110, top: 80, bottom: 30 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: steps.map((s) => labels[s.step]) },
      series: [
        {
          type: 'bar',
          data: steps.map((s) => ({ value: s.count, itemStyle: { color: s.step === 'paid' ? '#2e9e5b' : '#3b6fd8' } })),
          label: {
            show: true,
            position: 'right',
            formatter: (p: { dataIndex: number }) => {
              const s = steps[p.dataIndex]!;
              return `${s.count} (${percent(s.fromStart)})`;
            },
          },
        },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The chart of `report` as PNG bytes ({@link CHART_SIZE}); see {@link funnelChartSvg}. */
export function funnelChartPng(report: FunnelReport, options: FunnelChartOptions = {}): Buffer {
  const svg = funnelChartSvg(report, options);
  return new Resvg(svg, { background: '#ffffff', font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}
