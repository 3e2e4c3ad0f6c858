/** Top bar: project path and folder picker, profile and version switchers, theme, palette. */
import { hasVersions, PROFILES, profileRecord, versionChoices, type ProfileId, type VersionSelector } from '../../../shared/engine';
import { configureProfile, pickProjectFolder, setTheme } from '../actions/project';
import { bridge } from '../bridge';
import { formatShortcut } from '../commands';
import { useCatalogStore } from '../stores/catalog';
import { useUiStore, type ThemeChoice } from '../stores/ui';
import { showHarnesses } from '../actions/harnesses';
import { useHarnessesStore } from '../stores/harnesses';
import ProjectPathField from './ProjectPathField';

export default function TopBar() {
  const project = useCatalogStore((s) => s.snapshot?.roots.project ?? '');
  const profileId = useCatalogStore((s) => s.profileId);
  const version = useCatalogStore((s) => s.version);
  const error = useCatalogStore((s) => s.error);
  const theme = useUiStore((s) => s.theme);
  const setPalette = useUiStore((s) => s.setPalette);
  const harnesses = useHarnessesStore((s) => s.open);
  return (
    <header className="top-bar" aria-label="Project and profile">
      <span className="brand">Skill Studio</span>
      {bridge.host === 'electron' ? (
        <span className="project">
          <span className="project-path" data-testid="project-path" title={project}>{project || 'No project'}</span>
          <button type="button" data-testid="pick-folder" onClick={() => void pickProjectFolder()} title={`Open Project Folder… (${formatShortcut('Mod+O')})`}>Open…</button>
        </span>
      ) : (
        <ProjectPathField current={project} />
      )}
      {error && <span className="top-error" role="alert">{error}</span>}
      <span className="spacer" />
      <label className="field">
        <span>Profile</span>
        <select aria-label="Profile" data-testid="profile-select" value={profileId}
          onChange={(e) => void configureProfile(e.target.value as ProfileId, hasVersions(profileId) ? version : undefined)}>
          {PROFILES.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
        </select>
      </label>
      {/* The slot keeps its width when the profile has no versions, so the bar does not shift (issue 16). */}
      <span className="version-slot" data-testid="version-slot">
        {hasVersions(profileId) && (
          <label className="field">
            <span>Version</span>
            <select aria-label={`${profileRecord(profileId).label} version`} data-testid="version-select" value={version}
              onChange={(e) => void configureProfile(profileId, e.target.value as VersionSelector)}>
              {versionChoices(profileId).map((v) => <option key={v.id} value={v.id}>{v.label}</option>)}
            </select>
          </label>
        )}
      </span>
      <label className="field">
        <span>Theme</span>
        <select aria-label="Theme" data-testid="theme-select" value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
          <option value="system">System</option><option value="light">Light</option><option value="dark">Dark</option>
        </select>
      </label>
      <button type="button" data-testid="open-harnesses" aria-pressed={harnesses} title="How each harness sees each skill"
        onClick={() => showHarnesses(!harnesses)}>Harnesses</button>
      <button type="button" data-testid="open-palette" onClick={() => setPalette(true)} title={`Show All Commands (${formatShortcut('Mod+Shift+P')})`}>Commands</button>
    </header>
  );
}
