import { Form, type FormProps } from "@remix-run/react";

/** A posted form drawn as a white panel, named by its title (the item and vendor forms). */
export function PanelForm({ title, ...props }: Omit<FormProps, "method" | "className"> & { title: string }) {
  return <Form method="post" {...props} aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" />;
}
