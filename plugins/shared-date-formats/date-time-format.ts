const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options; formatters hold no state, so sharing them is safe. */
export function sharedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
