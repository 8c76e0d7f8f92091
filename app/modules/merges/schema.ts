import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { MERGE_KINDS, MERGE_MESSAGES as M } from "./constants";

// The merge's request, shared by the screens' form, the API and the service: the kind, From (the
// source, archived once merged) and To (the target, which keeps everything).

const recordId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });

export const mergeRequestSchema = z
  .object({
    kind: z.enum(MERGE_KINDS, { error: `kind must be one of ${MERGE_KINDS.join(", ")}` }),
    sourceId: recordId(M.sourceRequired),
    targetId: recordId(M.targetRequired),
  })
  .refine((v) => v.sourceId !== v.targetId, { message: M.same, path: ["targetId"] });
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/** A merge confirmed on a preview: the preview's token, so a change since is refused. */
export const mergeConfirmSchema = z
  .object({
    kind: z.enum(MERGE_KINDS, { error: `kind must be one of ${MERGE_KINDS.join(", ")}` }),
    sourceId: recordId(M.sourceRequired),
    targetId: recordId(M.targetRequired),
    token: z.string({ error: "token must be a string" }).max(200, { error: "token is too long" }).optional(),
  })
  .refine((v) => v.sourceId !== v.targetId, { message: M.same, path: ["targetId"] });
export type MergeConfirm = z.infer<typeof mergeConfirmSchema>;
