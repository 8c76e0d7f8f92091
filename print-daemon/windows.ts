import type { ReportedPrinter } from "../app/modules/printing/printers";
import type { PrintOutcome, PrintRequest, Printing } from "./printing";

// Windows: pdf-to-printer hands the file to the spooler through its bundled SumatraPDF. It tells
// no job status: a print that returns means the spooler took the job, which is what we report.
// Loaded only here, and only on Windows (it is of no use elsewhere).

interface PdfToPrinter {
  getPrinters(): Promise<{ deviceId: string; name: string; paperSizes: string[] }[]>;
  getDefaultPrinter(): Promise<{ deviceId: string; name: string } | null>;
  print(
    file: string,
    options?: { printer?: string; silent?: boolean; scale?: "noscale" | "shrink" | "fit"; paperSize?: string },
  ): Promise<void>;
}

async function load(): Promise<PdfToPrinter> {
  const module = (await import("pdf-to-printer")) as unknown as PdfToPrinter & { default?: PdfToPrinter };
  return typeof module.print === "function" ? module : (module.default as PdfToPrinter);
}

export class WindowsPrinting implements Printing {
  readonly platform = "windows";

  async listPrinters(): Promise<ReportedPrinter[]> {
    const lib = await load();
    const [printers, fallbackDefault] = await Promise.all([lib.getPrinters(), lib.getDefaultPrinter().catch(() => null)]);
    return printers.map((p) => ({
      name: p.name,
      // Windows names its virtual printers' ports PORTPROMPT:, XPSPort:, nul:; pdf-to-printer gives the device id.
      deviceUri: p.deviceId || null,
      isDefault: fallbackDefault?.name === p.name,
      state: "idle",
      stateReasons: [],
    }));
  }

  async print(request: PrintRequest): Promise<PrintOutcome> {
    const lib = await load();
    let timer: NodeJS.Timeout | undefined;
    try {
      // The check's layout is measured in points on a Letter page: print it as is.
      const printing = lib.print(request.file, { printer: request.printer, silent: true, scale: "noscale", paperSize: "Letter" });
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the spooler did not take the job within ${Math.round(request.timeoutMs / 1000)} s`)),
          request.timeoutMs,
        );
      });
      await Promise.race([printing, timeout]);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: `Printing to ${request.printer} failed: ${(error as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  }
}
