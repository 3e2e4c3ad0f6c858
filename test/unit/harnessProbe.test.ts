/**
 * The harness-probe conformance group (src/node/conformance/harnessProbe.ts) is driven by the
 * registry: every probe release a record pins must name a case the probe knows, run the
 * version the probe installs by default, and every known difference must name a planned check
 * and a reason. The comparison itself runs under `npm run conformance -- --only harness/`.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { probePlans } from '../../src/node/conformance/harnessProbe';
import { PROFILES, type ProfileRecord } from '../../src/shared/engine/profiles';

const root = path.resolve(__dirname, '../..');

describe('harness probe plans', () => {
  it('every probed record is marked measured and its checks name probe cases and fixtures that exist', async () => {
    // @ts-expect-error: a plain .mjs module without types
    const { HARNESSES } = await import('../../scripts/harness-probe/harnesses.mjs');
    const plans = probePlans();
    expect(plans.length).toBeGreaterThanOrEqual(9);
    for (const p of plans) {
      const rec = (PROFILES as readonly ProfileRecord[]).find((r) => r.id === p.profile)!;
      expect(rec.confidence, p.id).toBe('measured');
      const h = HARNESSES[p.harness];
      expect(h, p.id).toBeDefined();
      expect(Object.keys(h.cases), p.id).toContain(p.check.case);
      expect(rec.versions!.find((v) => v.id === p.version)!.probe!.version, p.id).toBe(h.version);
      expect(fs.existsSync(path.join(root, 'test/harnesses', p.profile, p.check.fixture ?? 'input')), p.id).toBe(true);
      expect(h.cases[p.check.case].cwd, p.id).toBe(p.check.cwd);
    }
  });

  it('known differences name planned checks and existing reasons', () => {
    const known = JSON.parse(fs.readFileSync(path.join(root, 'test/conformance/harness-known-differences.json'), 'utf8'));
    const ids = new Set(probePlans().map((p) => p.id));
    for (const k of known.differences) {
      expect(ids.has(k.check), k.check).toBe(true);
      expect(known.reasons[k.reason], k.reason).toBeTypeOf('string');
    }
  });
});
