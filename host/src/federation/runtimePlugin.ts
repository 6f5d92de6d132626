import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Gives remote entry scripts the same 120 s limit as chunks (the runtime's own limit for
 * entries is 20 s; `output.chunkLoadTimeout` covers only chunks). The limit arrives as a
 * parameter from the build: a runtime plugin runs before shared modules exist, so it cannot
 * import the kernel's constants.
 */
export default function entryTimeoutPlugin({ timeout }: { timeout: number }): ModuleFederationRuntimePlugin {
  return {
    name: 'h5-entry-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout };
    },
  };
}
