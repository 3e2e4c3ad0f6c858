/**
 * What the model actually receives (issue 13 §3): how the listing is delivered
 * under the preview release (2.1.112 a `<system-reminder>` in the first user
 * message, 2.1.332 a system message; engine listing/delivery.ts, measured), and
 * the delta each touched file sends once it activates `paths` skills ("after
 * touching FILE, these skills are added"; the same `listingDelta` the
 * conformance suite compares with Claude Code's).
 */
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { Catalog, ListingOptions, ListingRecord, VersionSelector } from '../../../../shared/engine';
import type { ScanOptions } from '../../engine';
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

type Deltas = ReturnType<typeof touchDeltas>;
/** The last deltas and their inputs (the profiles by id and version: each view builds its own record). */
let lastDeltas: { catalog: Catalog; discovery: string; listing: string; scan: ScanOptions; options: ListingOptions; deltas: Deltas } | null = null;

/**
 * `touchDeltas` memoised on its inputs, across mounts and re-renders: a pane switch, a resize or
 * any re-render with the same catalog, profiles, scan and options costs nothing.
 */
function memoDeltas(catalog: Catalog, profileId: Profile['id'], version: VersionSelector, profile: Profile, scan: ScanOptions, options: ListingOptions): Deltas {
  const discovery = `${profileId}@${version}`;
  const listing = `${profile.id}@${profile.version}`;
  const l = lastDeltas;
  if (l && l.catalog === catalog && l.discovery === discovery && l.listing === listing && l.scan === scan && l.options === options) return l.deltas;
  const deltas = touchDeltas(catalog, profileFor(profileId, version), profile, scan, options);
  lastDeltas = { catalog, discovery, listing, scan, options, deltas };
  return deltas;
}

/** Per touched file, the skills its activation adds, as the delta text Claude Code receives. */
export function TouchDeltas({ profile, options }: { profile: Profile; options: ListingOptions }) {
  // Deferred: one listing per touched file is a render of its own, after the keystroke's frame
  // has painted the listing itself (React renders the new catalog here in a later, interruptible pass).
  const catalog = useDeferredValue(useCatalogStore((s) => s.effective));
  const scan = useCatalogStore((s) => s.snapshot?.scanOptions);
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  const deltas = useMemo(() => (catalog && scan?.touched?.length ? memoDeltas(catalog, profileId, version, profile, scan, options) : []), [catalog, scan, profileId, version, profile, options]);
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
