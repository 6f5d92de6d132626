import { useEffect, useState } from 'react';
import { privateFile } from '@h5/shared/api';

/**
 * A private image shown in the page: fetched with the session (an <img> cannot send it), then
 * shown from memory (`blob:`, which the CSP allows) until the view goes. `failed` when it could not be had.
 */
export function usePrivateImage(id: string | null): { url: string | null; failed: boolean } {
  const [shown, setShown] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    let url: string | null = null;
    void privateFile(id).then((blob) => {
      if (!live) return;
      if (!blob || typeof URL.createObjectURL !== 'function') return setShown({ url: null, failed: !blob });
      url = URL.createObjectURL(blob);
      setShown({ url, failed: false });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return shown;
}
