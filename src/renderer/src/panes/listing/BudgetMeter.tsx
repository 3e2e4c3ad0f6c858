/** Meter of listing length used vs budget, with the token estimate. */
import type { ListingRecord } from '../../../../shared/engine';
import { CHARS_PER_TOKEN, estimateTokens, formatCount } from './lib/options';
import { percentOf } from './lib/chart';

const UNIT_WORDS: Record<ListingRecord['unit'], string> = {
  'display-width': 'characters (terminal display width)', utf16: 'characters', bytes: 'bytes', runes: 'characters (runes)',
};

/** Used/budget bar; says plainly when the profile has no budget. */
export function BudgetMeter({ record }: { record: ListingRecord }) {
  const pct = percentOf(record.used, record.budget);
  const over = record.budget > 0 && record.used > record.budget;
  const perToken = record.budgetModel?.bytesPerToken ?? CHARS_PER_TOKEN;
  return (
    <div className="sp-meter" data-testid="budget-meter">
      <div className="sp-meter-bar" aria-hidden>
        <div className={`sp-meter-fill${over ? ' sp-over' : pct > 90 ? ' sp-near' : ''}`} style={{ width: `${Math.min(100, record.budget > 0 ? pct : 0)}%` }} />
      </div>
      <div className="sp-meter-text">
        <strong data-testid="meter-used">{formatCount(record.used)}</strong>
        {record.budget > 0
          ? <> of <strong data-testid="meter-budget">{formatCount(record.budget)}</strong> {UNIT_WORDS[record.unit]} ({pct}%)</>
          : <> {UNIT_WORDS[record.unit]} · no budget</>}
        {' '}· ≈ <span data-testid="meter-tokens">{formatCount(estimateTokens(record.used, perToken))}</span> tokens
        <span className="sp-muted" title={record.budgetModel ? `The budget converts tokens to characters at ${perToken} per token for ${record.budgetModel.id}; the real tokenizer differs.` : 'An estimate at 4 characters per token; the real tokenizer differs.'}> (estimate: characters ÷ {perToken})</span>
      </div>
      <div className="sp-muted sp-small" data-testid="budget-source">Budget: {record.budgetSource} · mode: {record.mode}</div>
    </div>
  );
}
