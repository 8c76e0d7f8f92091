// The read-only context lives beside the kit's buttons (button.tsx), which every screen loads already.
export { ReadOnlyProvider, useReadOnly, WhenWritable } from "./button";
