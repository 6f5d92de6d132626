/** Reads a verification code from the embedded server's dev outbox (absent in production). */
export async function latestCode(baseURL: string, target: string, scene?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(target)}`);
    const body = (await response.json()) as { data?: Array<{ code: string; scene: string }> | null };
    // Newest first; the scene tells a new code from an older one still in the outbox.
    const code = (body.data ?? []).find((sent) => !scene || sent.scene === scene)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${scene ?? ''} code was sent to ${target}`);
}
