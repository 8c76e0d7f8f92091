import type { Printing } from "./printing";

/** The printing implementation for this machine's platform: the Windows spooler on win32, CUPS elsewhere. */
export async function printingFor(platform: NodeJS.Platform = process.platform): Promise<Printing> {
  if (platform === "win32") {
    const { WindowsPrinting } = await import("./windows");
    return new WindowsPrinting();
  }
  const { CupsPrinting } = await import("./cups");
  return new CupsPrinting();
}
