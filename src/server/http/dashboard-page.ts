/**
 * The embedded TCR dashboard as one self-contained HTML page: charts are SVG drawn here (no scripts, nothing
 * loaded from elsewhere), each with a text summary and a data table for screen readers and for copying.
 */
import { escapeHtml as e, htmlDocument } from './html-page.ts';
import { OUTCOME_DAYS, type DashboardData, type DayOutcomes } from '../services/dashboard-charts.ts';

const PAGE_STYLES = `
header { margin-bottom: 1.5rem; }
section { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: 1rem 1.25rem;
  margin: 0 0 1.25rem; max-width: 60rem; }
figure { margin: 0; }
svg.chart { display: block; width: 100%; max-width: 46rem; height: auto; }
svg.chart text { fill: var(--text); font-size: 13px; font-family: inherit; }
svg.chart .axis { fill: var(--muted); font-size: 11px; }
svg.chart .grid { stroke: var(--border); stroke-width: 1; }
.tone-accent { fill: var(--accent); background: var(--accent); }
.tone-success { fill: var(--success); background: var(--success); }
.tone-failure { fill: var(--failure); background: var(--failure); }
.tone-other { fill: var(--other); background: var(--other); }
.legend { display: flex; gap: 1.25rem; list-style: none; padding: 0; margin: .5rem 0; }
.swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 2px; margin-right: .35rem;
  vertical-align: -1px; forced-color-adjust: none; }
`;

type Tone = 'accent' | 'success' | 'failure' | 'other';

interface Bar {
  label: string;
  count: number;
  tone: Tone;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Horizontal bars: a label, a bar proportional to the largest count, and the count itself. */
function barChart(id: string, title: string, summary: string, bars: readonly Bar[]): string {
  const width = 640;
  const labelWidth = 180;
  const barSpace = width - labelWidth - 60;
  const rowHeight = 32;
  const height = bars.length * rowHeight + 8;
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const rows = bars.map((bar, i) => {
    const y = i * rowHeight + 4;
    const length = Math.round((bar.count / max) * barSpace);
    return (
      `<text x="${labelWidth - 10}" y="${y + 17}" text-anchor="end">${e(bar.label)}</text>` +
      `<rect x="${labelWidth}" y="${y + 3}" width="${length}" height="20" rx="3" class="tone-${bar.tone}"/>` +
      `<text x="${labelWidth + length + 8}" y="${y + 17}">${bar.count}</text>`
    );
  });
  return figure(id, title, summary, width, height, rows.join(''));
}

/** A chart figure: the SVG is named by its title and described by the visible caption (the text alternative). */
function figure(id: string, title: string, summary: string, width: number, height: number, content: string) {
  return (
    `<figure><svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title" ` +
    `aria-describedby="${id}-summary"><title id="${id}-title">${e(title)}</title>${content}</svg>` +
    `<figcaption id="${id}-summary" class="muted">${e(summary)}</figcaption></figure>`
  );
}

function countTable(caption: string, heading: string, rows: readonly Bar[]): string {
  const body = rows
    .map((row) => `<tr><th scope="row">${e(row.label)}</th><td class="number">${row.count}</td></tr>`)
    .join('');
  return (
    `<table><caption>${e(caption)}</caption>` +
    `<thead><tr><th scope="col">${e(heading)}</th><th scope="col" class="number">Accounts</th></tr></thead>` +
    `<tbody>${body}</tbody></table>`
  );
}

const OUTCOME_SERIES = [
  { key: 'success', label: 'Success', tone: 'success' },
  { key: 'failure', label: 'Failure', tone: 'failure' },
  { key: 'other', label: 'Other (scheduled, calling, retrying)', tone: 'other' },
] as const;

const dayTotal = (day: DayOutcomes) => day.success + day.failure + day.other;

/** Columns per day, each stacked success / failure / other, with a y axis of three ticks. */
function outcomesChart(id: string, title: string, summary: string, days: readonly DayOutcomes[]): string {
  const width = 720;
  const height = 260;
  const left = 44;
  const bottom = height - 28;
  const top = 12;
  const step = (width - left - 8) / Math.max(1, days.length);
  const max = Math.max(2, ...days.map(dayTotal));
  const ceiling = Math.ceil(max / 2) * 2;
  const y = (value: number) => bottom - (value / ceiling) * (bottom - top);
  const ticks = [0, ceiling / 2, ceiling].map(
    (value) =>
      `<line class="grid" x1="${left}" x2="${width - 8}" y1="${y(value)}" y2="${y(value)}"/>` +
      `<text class="axis" x="${left - 6}" y="${y(value) + 4}" text-anchor="end">${value}</text>`,
  );
  const columns = days.map((day, i) => {
    const x = left + i * step + step * 0.15;
    let base = 0;
    const stack = OUTCOME_SERIES.map(({ key, tone }) => {
      const value = day[key];
      if (value === 0) return '';
      const rect = `<rect x="${x.toFixed(1)}" y="${y(base + value).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(y(base) - y(base + value)).toFixed(1)}" class="tone-${tone}"/>`;
      base += value;
      return rect;
    }).join('');
    // A date every fifth day and on the last keeps the axis readable.
    const label =
      i % 5 === 0 || i === days.length - 1
        ? `<text class="axis" x="${(x + step * 0.35).toFixed(1)}" y="${height - 8}" text-anchor="middle">${day.day.slice(5)}</text>`
        : '';
    return stack + label;
  });
  return figure(id, title, summary, width, height, ticks.join('') + columns.join(''));
}

function outcomesTable(days: readonly DayOutcomes[]): string {
  const body = days
    .map(
      (day) =>
        `<tr><th scope="row">${day.day}</th>` +
        OUTCOME_SERIES.map(({ key }) => `<td class="number">${day[key]}</td>`).join('') +
        `<td class="number">${dayTotal(day)}</td></tr>`,
    )
    .join('');
  const headings = OUTCOME_SERIES.map(({ label }) => `<th scope="col" class="number">${e(label)}</th>`).join('');
  return (
    `<details><summary>Data table: call-rescue outcomes per day</summary>` +
    `<table><caption>Call-rescue tests per day (UTC) and outcome</caption>` +
    `<thead><tr><th scope="col">Day</th>${headings}<th scope="col" class="number">Total</th></tr></thead>` +
    `<tbody>${body}</tbody></table></details>`
  );
}

export interface DashboardPageOptions {
  dashboardId: number;
  /** When the numbers were read. */
  asOf: Date;
}

export function renderDashboardPage(data: DashboardData, { dashboardId, asOf }: DashboardPageOptions): string {
  const calendarBars = data.accountsByCalendarType.map((row) => ({ ...row, tone: 'accent' as const }));
  const totalAccounts = calendarBars.reduce((sum, row) => sum + row.count, 0);
  const calendarSummary =
    `${plural(totalAccounts, 'account')} by calendar type: ` +
    calendarBars.map((row) => `${row.label} ${row.count}`).join(', ') +
    '.';

  const { ready, notReady } = data.tcrReadiness;
  const readinessBars: Bar[] = [
    { label: 'TCR ready', count: ready, tone: 'success' },
    { label: 'Not TCR ready', count: notReady, tone: 'failure' },
  ];
  const readinessSummary = `${plural(ready, 'account')} TCR ready, ${plural(notReady, 'account')} not TCR ready.`;

  const days = data.callRescueOutcomes;
  const totals = Object.fromEntries(
    OUTCOME_SERIES.map(({ key }) => [key, days.reduce((sum, day) => sum + day[key], 0)]),
  ) as Record<(typeof OUTCOME_SERIES)[number]['key'], number>;
  const busiest = days.reduce<DayOutcomes | null>(
    (best, day) => (dayTotal(day) > (best ? dayTotal(best) : 0) ? day : best),
    null,
  );
  const outcomesSummary = busiest
    ? `Last ${OUTCOME_DAYS} days: ${totals.success} successful, ${totals.failure} failed and ${totals.other} ` +
      `other call-rescue tests; the busiest day was ${busiest.day} with ${plural(dayTotal(busiest), 'test')}.`
    : `No call-rescue tests in the last ${OUTCOME_DAYS} days.`;
  const legend = OUTCOME_SERIES.map(
    ({ label, tone }) => `<li><span class="swatch tone-${tone}" aria-hidden="true"></span>${e(label)}</li>`,
  ).join('');

  const body = `<header>
<h1>TCR dashboard</h1>
<p class="muted">Dashboard ${dashboardId} · data as of <time datetime="${asOf.toISOString()}">${e(asOf.toISOString().slice(0, 16).replace('T', ' '))} UTC</time></p>
</header>
<main>
<section aria-labelledby="calendar-heading">
<h2 id="calendar-heading">Accounts by calendar type</h2>
${barChart('calendar', 'Accounts by calendar type', calendarSummary, calendarBars)}
${countTable('Accounts per calendar type', 'Calendar type', calendarBars)}
</section>
<section aria-labelledby="tcr-heading">
<h2 id="tcr-heading">TCR readiness</h2>
${barChart('tcr', 'TCR readiness', readinessSummary, readinessBars)}
${countTable('Accounts by TCR readiness', 'TCR readiness', readinessBars)}
</section>
<section aria-labelledby="outcomes-heading">
<h2 id="outcomes-heading">Call-rescue outcomes per day (last ${OUTCOME_DAYS} days)</h2>
<ul class="legend" aria-label="Legend">${legend}</ul>
${outcomesChart('outcomes', `Call-rescue outcomes per day, last ${OUTCOME_DAYS} days`, outcomesSummary, days)}
${outcomesTable(days)}
</section>
</main>`;
  return htmlDocument({ title: 'TCR dashboard', styles: PAGE_STYLES, body });
}

/** What the frame shows for a token that is forged, for another dashboard, or past its ten minutes. */
export const DASHBOARD_LINK_INVALID = 'This dashboard link is invalid or has expired.';

export function renderDashboardRefusal(): string {
  return htmlDocument({
    title: 'Dashboard unavailable',
    body: `<main><h1>Dashboard unavailable</h1><p>${DASHBOARD_LINK_INVALID}</p>
<p class="muted">Open the TCR dashboard in the console again to get a new link.</p></main>`,
  });
}
