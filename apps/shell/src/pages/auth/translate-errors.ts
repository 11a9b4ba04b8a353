/** A form's field → i18n key problems as the messages shown beside the fields. */
export function translateErrors<F extends string>(keys: Partial<Record<F, string>>, translate: (key: string) => string): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(keys) as Array<[F, string | undefined]>) {
    if (key !== undefined) messages[field] = translate(key);
  }
  return messages;
}
