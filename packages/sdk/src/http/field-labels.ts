/**
 * How the server's messages name fields on screen. The server's English texts
 * name a field by its wire name ("QuotaForNewUser must be at least 0": what an API client sent);
 * the console shows the label the form shows instead, in the visitor's language. The remote whose
 * forms own those names registers a labeler while its page is open (the settings remote: every
 * option of the registry); the sdk asks it when it translates a message (server-message.ts).
 */

/** The label of a wire name (an option key such as 'QuotaForNewUser'), or undefined when unknown. */
export type FieldLabeler = (name: string) => string | undefined;

const labelers: FieldLabeler[] = [];

/** Adds a labeler (the newest is asked first); returns the function that removes it again. */
export function registerFieldLabels(labeler: FieldLabeler): () => void {
  labelers.unshift(labeler);
  return () => {
    const index = labelers.indexOf(labeler);
    if (index !== -1) labelers.splice(index, 1);
  };
}

/** The label shown for a wire name, or the name itself when no labeler knows it. */
export function labelOfField(name: string): string {
  for (const labeler of labelers) {
    const label = labeler(name);
    if (label !== undefined && label !== '') return label;
  }
  return name;
}
