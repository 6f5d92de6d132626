/**
 * Toasts and the request loading indicator, drawn straight into the DOM so the API client can
 * use them without React and every remote shows the same ones.
 */
import './toast.css';

let toastEl: HTMLDivElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function toast(message: string, durationMs = 2000): void {
  if (typeof document === 'undefined') return;
  if (!toastEl) {
    toastEl = document.createElement('div');
    toastEl.className = 'h5-toast';
    toastEl.setAttribute('role', 'alert');
    document.body.appendChild(toastEl);
  }
  toastEl.textContent = message;
  toastEl.classList.add('h5-toast--on');
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => toastEl?.classList.remove('h5-toast--on'), durationMs);
}

/** Takes the toast off the screen before its time (the page it spoke of has gone). */
export function hideToast(): void {
  clearTimeout(hideTimer);
  toastEl?.classList.remove('h5-toast--on');
}

/** The text of the toast on screen, or '' (for tests and for screen readers' sake). */
export const currentToast = (): string =>
  toastEl?.classList.contains('h5-toast--on') ? (toastEl.textContent ?? '') : '';

let loadingEl: HTMLDivElement | null = null;
let loadingCount = 0;

/** Marks work under way; the spinner shows only if it is still running after `delayMs`. */
export function startLoading(delayMs: number): () => void {
  loadingCount += 1;
  const timer = setTimeout(() => {
    if (loadingCount === 0 || typeof document === 'undefined') return;
    if (!loadingEl) {
      loadingEl = document.createElement('div');
      loadingEl.className = 'h5-loading-mask';
      loadingEl.innerHTML = '<span class="h5-spinner"></span>';
      document.body.appendChild(loadingEl);
    }
    loadingEl.classList.add('h5-loading-mask--on');
  }, delayMs);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    loadingCount -= 1;
    if (loadingCount === 0) loadingEl?.classList.remove('h5-loading-mask--on');
  };
}
