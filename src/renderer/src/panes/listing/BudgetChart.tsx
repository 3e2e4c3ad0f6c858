/**
 * SVG stacked bars of each entry's share of the budget in listing order: the
 * listing as rendered, and as it would be with no budget or cap, against the
 * budget line. Below, each skill's listing cost next to its full entry and
 * full-body cost.
 */
import type { Catalog, ListingEntry, ListingRecord } from '../../../../shared/engine';
import { measure } from '../../engine';
import { layoutBudgetChart, type BarSegment } from './lib/chart';
import { Section } from './ui';
import { skillAt } from './lib/skillIndex';

const W = 560;
const BAR_H = 26;

/** Cost of an entry without any cut (its full text plus the same separator). */
export function fullEntryCost(e: ListingEntry, unit: ListingRecord['unit']): number {
  const sep = e.text ? Math.max(0, e.cost - measure(e.text, unit)) : 1;
  return measure(e.fullText, unit) + sep;
}

function Bar({ y, segs, label }: { y: number; segs: BarSegment[]; label: string }) {
  return (
    <g>
      <text x={0} y={y - 4} className="sp-chart-label">{label}</text>
      {segs.map((s, i) => (
        <rect key={`${s.id}-${i}`} x={s.x} y={y} width={Math.max(0.5, s.width)} height={BAR_H} className={`sp-seg-${s.fate}${s.overBudget ? ' sp-seg-over' : ''}`} data-testid="chart-seg">
          <title>{`${s.name}: ${s.cost} (${(s.share * 100).toFixed(1)}% of the budget)`}</title>
        </rect>
      ))}
    </g>
  );
}

/** The chart plus the cost table. */
export function BudgetChart({ record, catalog }: { record: ListingRecord; catalog: Catalog }) {
  const chart = layoutBudgetChart(record.entries, record.budget, W, (e) => fullEntryCost(e, record.unit));
  const h = 2 * (BAR_H + 22) + 20;
  return (
    <Section title="Share of the budget, in listing order" testId="budget-chart">
      <svg viewBox={`0 0 ${W + 2} ${h}`} width="100%" className="sp-chart" role="img" aria-label="budget chart">
        <Bar y={18} segs={chart.used} label={`as listed: ${chart.usedTotal.toLocaleString('en-US')}`} />
        <Bar y={18 + BAR_H + 22} segs={chart.full} label={`without budget or cap: ${chart.fullTotal.toLocaleString('en-US')}`} />
        {record.budget > 0 && (
          <g data-testid="budget-line">
            <line x1={chart.budgetX} x2={chart.budgetX} y1={8} y2={h - 4} className="sp-budget-line" />
            <text x={Math.min(chart.budgetX + 3, W - 90)} y={h - 6} className="sp-chart-label">budget {record.budget.toLocaleString('en-US')}</text>
          </g>
        )}
      </svg>
      <div className="sp-legend sp-small">
        {(['full', 'shortened', 'name-only', 'omitted'] as const).map((f) => <span key={f}><svg width="10" height="10"><rect width="10" height="10" className={`sp-seg-${f}`} /></svg> {f}</span>)}
        <span className="sp-muted">faded: past the budget · dashed line: the budget</span>
      </div>
      <table className="sp-table" data-testid="cost-table">
        <thead><tr><th>skill</th><th>fate</th><th className="num">listing cost</th><th className="num">full entry</th><th className="num">% of budget</th><th className="num">full body</th></tr></thead>
        <tbody>
          {record.entries.map((e) => {
            const s = skillAt(catalog, e.path);
            return (
              <tr key={`${e.path}|${e.id}`} data-testid="cost-row">
                <td>{e.name || e.id}</td><td>{e.fate}</td>
                <td className="num">{e.cost.toLocaleString('en-US')}</td>
                <td className="num">{fullEntryCost(e, record.unit).toLocaleString('en-US')}</td>
                <td className="num">{record.budget > 0 ? `${((e.cost / record.budget) * 100).toFixed(1)}%` : '—'}</td>
                <td className="num" title="characters of the body, loaded only when the skill is invoked">{s ? s.bodyChars.toLocaleString('en-US') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}
