/**
 * Languages with intent recognition sentences in the `home-assistant/intents` repository
 * (mid-2025). The supported-languages page renders this list; add a language here.
 */
export type VoiceLanguage = {
  /** The language tag used by the intents repository, such as `en`, `pt-br` or `sr-Latn`. */
  readonly code: string;
  /** The language's name in that language. */
  readonly nativeName: string;
  /** The language's name in English. */
  readonly englishName: string;
};

export const voiceLanguages: readonly VoiceLanguage[] = [
  {code: 'af', nativeName: 'Afrikaans', englishName: 'Afrikaans'},
  {code: 'ar', nativeName: 'العربية', englishName: 'Arabic'},
  {code: 'bg', nativeName: 'Български', englishName: 'Bulgarian'},
  {code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali'},
  {code: 'ca', nativeName: 'Català', englishName: 'Catalan'},
  {code: 'cs', nativeName: 'Čeština', englishName: 'Czech'},
  {code: 'da', nativeName: 'Dansk', englishName: 'Danish'},
  {code: 'de', nativeName: 'Deutsch', englishName: 'German'},
  {code: 'de-CH', nativeName: 'Schwyzerdütsch', englishName: 'Swiss German'},
  {code: 'el', nativeName: 'Ελληνικά', englishName: 'Greek'},
  {code: 'en', nativeName: 'English', englishName: 'English'},
  {code: 'es', nativeName: 'Español', englishName: 'Spanish'},
  {code: 'et', nativeName: 'Eesti', englishName: 'Estonian'},
  {code: 'eu', nativeName: 'Euskara', englishName: 'Basque'},
  {code: 'fa', nativeName: 'فارسی', englishName: 'Persian'},
  {code: 'fi', nativeName: 'Suomi', englishName: 'Finnish'},
  {code: 'fr', nativeName: 'Français', englishName: 'French'},
  {code: 'ga', nativeName: 'Gaeilge', englishName: 'Irish'},
  {code: 'gl', nativeName: 'Galician', englishName: 'Galician'},
  {code: 'gu', nativeName: 'Gujarati', englishName: 'Gujarati'},
  {code: 'he', nativeName: 'עברית', englishName: 'Hebrew'},
  {code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi'},
  {code: 'hr', nativeName: 'Hrvatski', englishName: 'Croatian'},
  {code: 'hu', nativeName: 'Magyar', englishName: 'Hungarian'},
  {code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian'},
  {code: 'is', nativeName: 'íslenska', englishName: 'Icelandic'},
  {code: 'it', nativeName: 'Italiano', englishName: 'Italian'},
  {code: 'ja', nativeName: '日本語', englishName: 'Japanese'},
  {code: 'ka', nativeName: 'ქართული', englishName: 'Georgian'},
  {code: 'kn', nativeName: 'ಕನ್ನಡ', englishName: 'Kannada'},
  {code: 'ko', nativeName: '한국어', englishName: 'Korean'},
  {code: 'kw', nativeName: 'kernewek', englishName: 'Cornish'},
  {code: 'lb', nativeName: 'Lëtzebuergesch', englishName: 'Luxembourgish'},
  {code: 'lt', nativeName: 'Lietuvių', englishName: 'Lithuanian'},
  {code: 'lv', nativeName: 'Latviešu', englishName: 'Latvian'},
  {code: 'ml', nativeName: 'മലയാളം', englishName: 'Malayalam'},
  {code: 'mn', nativeName: 'монгол хэл', englishName: 'Mongolian'},
  {code: 'mr', nativeName: 'Marathi', englishName: 'Marathi'},
  {code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay'},
  {code: 'nb', nativeName: 'Norsk Bokmål', englishName: 'Norwegian Bokmål'},
  {code: 'ne', nativeName: 'नेपाली', englishName: 'Nepali'},
  {code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch'},
  {code: 'pl', nativeName: 'Polski', englishName: 'Polish'},
  {code: 'pt', nativeName: 'Português', englishName: 'Portuguese'},
  {code: 'pt-br', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)'},
  {code: 'ro', nativeName: 'Română', englishName: 'Romanian'},
  {code: 'ru', nativeName: 'Русский', englishName: 'Russian'},
  {code: 'sk', nativeName: 'Slovenčina', englishName: 'Slovak'},
  {code: 'sl', nativeName: 'Slovenščina', englishName: 'Slovenian'},
  {code: 'sr', nativeName: 'Српски', englishName: 'Serbian (Cyrillic)'},
  {code: 'sr-Latn', nativeName: 'Srpski', englishName: 'Serbian (Latin)'},
  {code: 'sv', nativeName: 'Svenska', englishName: 'Swedish'},
  {code: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili'},
  {code: 'te', nativeName: 'తెలుగు', englishName: 'Telugu'},
  {code: 'th', nativeName: 'ภาษาไทย', englishName: 'Thai'},
  {code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish'},
  {code: 'uk', nativeName: 'Українська', englishName: 'Ukrainian'},
  {code: 'ur', nativeName: 'اُردُو', englishName: 'Urdu'},
  {code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese'},
  {code: 'zh-cn', nativeName: '简体中文', englishName: 'Chinese (Simplified)'},
  {code: 'zh-hk', nativeName: '繁體中文（香港）', englishName: 'Chinese (Hong Kong)'},
  {code: 'zh-tw', nativeName: '繁體中文（台灣）', englishName: 'Chinese (Taiwan)'},
];
