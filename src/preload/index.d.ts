/** `window.skillStudio` as the preload exposes it (the web bridge imitates it in the browser). */
import type { SkillStudioBridge } from '../shared/ipc/contract';

declare global {
  interface Window {
    skillStudio?: SkillStudioBridge;
  }
}
export {};
