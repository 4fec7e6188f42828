// Whether /create-voice reveals the hidden modes (Quick Voice Clone, Full Voice Training and the
// emotion samples) next to the Pro Voice Clone (spec part 2 §1: only the pro clone is offered).
// On when the build sets VITE_SHOW_ALL_VOICE_MODES=1, or when this browser has localStorage
// 'twin.showAllVoiceModes' = '1' (documented in apps/studio/CONTEXT.md).
export const showAllVoiceModesStorageKey = 'twin.showAllVoiceModes';

export function showAllVoiceModes(
  buildSetting: string | undefined = import.meta.env.VITE_SHOW_ALL_VOICE_MODES,
  readStorage: () => string | null = () => {
    try {
      return window.localStorage.getItem(showAllVoiceModesStorageKey);
    } catch {
      return null;
    }
  },
): boolean {
  return buildSetting === '1' || buildSetting === 'true' || readStorage() === '1';
}
