/** See offsite.mjs: the off-site copy with restic (ADR 0099). */
export interface OffsiteSettings {
  repository: string;
  password: string;
  cacheDir: string;
}
export const offsiteTag: string;
export const retentionFlags: readonly string[];
export class OffsiteError extends Error {
  code: string;
  detail: string;
}
export function offsiteSettings(env?: Record<string, string | undefined>): OffsiteSettings | null;
export function repositoryKind(repository: string): string;
export function redact(text: string, settings: OffsiteSettings): string;
export function restic(settings: OffsiteSettings, args: readonly string[], options?: { cwd?: string }): Promise<string>;
export function ensureRepository(settings: OffsiteSettings): Promise<boolean>;
export function copyOffsite(
  settings: OffsiteSettings,
  folder: string,
): Promise<{ created: boolean; snapshot: string; bytes: number; added: number; removed: number }>;
export function forgetOld(settings: OffsiteSettings): Promise<number>;
export function listSnapshots(settings: OffsiteSettings): Promise<{ id: string; time: string }[]>;
export function restoreSnapshot(
  settings: OffsiteSettings,
  target: string,
  snapshot?: string,
): Promise<{ id: string; time: string }>;
