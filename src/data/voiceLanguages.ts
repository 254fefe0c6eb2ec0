/**
 * Languages with intent recognition sentences in the `home-assistant/intents` repository
 * (mid-2025). The supported-languages page renders this list; add a language here.
 */
export type VoiceLanguage = {
  /** The language tag used by the intents repository, such as `en` or `pt-BR`. */
  readonly code: string;
  /** The language's name in that language. */
  readonly nativeName: string;
  /** The language's name in English. */
  readonly englishName: string;
};

export const voiceLanguages: readonly VoiceLanguage[] = [];
