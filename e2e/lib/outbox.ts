/** Reads a verification code from the embedded server's dev outbox (absent in production). */
export async function latestCode(baseURL: string, target: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(target)}`);
    const body = (await response.json()) as { data?: Array<{ code: string }> | { code: string } | null };
    const data = body.data;
    const code = Array.isArray(data) ? data[0]?.code : data?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code was sent to ${target}`);
}
