// The `ipp` package (2.0.1) ships no types: the part the print daemon uses.
declare module "ipp" {
  type Attributes = Record<string, unknown>;
  interface IppResponse {
    version: string;
    statusCode: string;
    id: number;
    "operation-attributes-tag"?: Attributes;
    "printer-attributes-tag"?: Attributes;
    "job-attributes-tag"?: Attributes | Attributes[];
  }
  interface IppPrinter {
    execute(operation: string, msg: Record<string, unknown>, cb: (error: Error | null, response: IppResponse) => void): void;
  }
  const ipp: { Printer(url: string, options?: { version?: string; uri?: string }): IppPrinter };
  export default ipp;
}
