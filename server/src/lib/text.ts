/** True when every text is at most `max` characters long (the shared `requiredText` sets no cap). */
export const allWithin = (texts: readonly string[], max: number): boolean => texts.every((text) => [...text].length <= max);
