// A document's PDF as the browser gets it: shown inline to print or save, or downloaded with
// ?download=1, under a file name safe in a header.

export function pdfResponse(request: Request, fileName: string, pdf: Uint8Array): Response {
  const download = new URL(request.url).searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
