/**
 * What the model actually receives (issue 13 §3): how the listing is delivered
 * under the preview release (2.1.112 a `<system-reminder>` in the first user
 * message, 2.1.332 a system message; engine listing/delivery.ts, measured), and
 * the delta each touched file sends once it activates `paths` skills ("after
 * touching FILE, these skills are added"; the same `listingDelta` the
 * conformance suite compares with Claude Code's).
 */
import { useMemo, type ReactNode } from 'react';
import type { ListingOptions, ListingRecord } from '../../../../shared/engine';
import { useCatalogStore } from '../../stores/catalog';
import { deliveryOf, profileFor, touchDeltas, type Profile } from '../../engine';
import { Section } from './ui';

/** The delivery of `record` under `profile`; nothing for harnesses whose delivery was not measured. */
export function DeliveryNote({ record, profile, testId }: { record: ListingRecord; profile: Profile; testId: string }) {
  const d = useMemo(() => deliveryOf(record.text, profile), [record.text, profile]);
  if (!d) return null;
  return (
    <div className="sp-small sp-delivery" data-testid={testId} data-kind={d.kind}>
      <div><strong>Delivered as</strong> {d.kind === 'system-reminder' ? <code>&lt;system-reminder&gt;</code> : <>a <code>system</code> message</>}: {d.where}{d.after ? <>, followed by <code>{JSON.stringify(d.after)}</code></> : null}.</div>
      <div className="sp-muted">Deltas: {d.deltas}.</div>
    </div>
  );
}

/** Per touched file, the skills its activation adds, as the delta text Claude Code receives. */
export function TouchDeltas({ profile, options }: { profile: Profile; options: ListingOptions }) {
  const catalog = useCatalogStore((s) => s.effective);
  const scan = useCatalogStore((s) => s.snapshot?.scanOptions);
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  const deltas = useMemo(() => {
    if (!catalog || !scan?.touched?.length) return [];
    return touchDeltas(catalog, profileFor(profileId, version), profile, scan, options);
  }, [catalog, scan, profileId, version, profile, options]);
  if (!deltas.length) return null;
  return (
    <Section title="After touching files" testId="touch-deltas">
      {deltas.map(({ file, delta }) => (
        <div key={file} className="sp-delta" data-testid="touch-delta" data-file={file}>
          {delta.added.length
            ? <>
              <div>After touching <code>{file}</code>, {delta.added.length === 1 ? 'this skill is' : `these ${delta.added.length} skills are`} added: {delta.added.map((e) => <code key={e.id} data-testid="delta-skill">{e.id}</code>).reduce<ReactNode[]>((a, c, i) => (i ? [...a, ', ', c] : [c]), [])}</div>
              <pre className="sp-listing" data-testid="delta-text">{delta.text}</pre>
            </>
            : <div className="sp-muted">After touching <code>{file}</code>, nothing is added (no <code>paths</code> skill matches, or it was already active).</div>}
        </div>
      ))}
    </Section>
  );
}
