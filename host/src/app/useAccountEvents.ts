import { useEffect, useRef } from 'react';
import { startAccountEvents, useEventText } from '@h5/shared/live';
import { toast } from '@h5/shared/toast';

const ANNOUNCE_MS = 3500;

/**
 * The live account channel for the whole page: events refresh what they change wherever it is
 * shown and count in the bell; one no page announces itself is told in a toast.
 */
export function useAccountEvents(): void {
  const text = useEventText();
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => startAccountEvents((event) => toast(latest.current(event).title, ANNOUNCE_MS)), []);
}
