import { describe, expect, it } from "vitest";
import { answerResult, editorErrors } from "./manage-custom-fields";

// The page's answer carries conform's messages sorted by row (the dialog's JSON contract); the
// editor gives them back to conform keyed by input name.

describe("the answer's errors", () => {
  it("sorts conform's messages into rows (a name's and an id's) and the whole set's", () => {
    expect(
      editorErrors({
        "fields[2].name": ['A custom field named "region" already exists.'],
        "fields[1].id": ["This custom field is listed twice."],
        "fields[1].name": ["Field name is required."],
        fields: ["A company can have at most 100 custom fields."],
        "": ["Failed to save custom fields.", "Failed to save custom fields."],
        "fields[0].vendor": null,
      }),
    ).toEqual({
      form: ["A company can have at most 100 custom fields.", "Failed to save custom fields."],
      rows: { 1: ["This custom field is listed twice.", "Field name is required."], 2: ['A custom field named "region" already exists.'] },
    });
    expect(editorErrors(undefined)).toEqual({ form: [], rows: {} });
  });

  it("gives them back to conform under the row's name input, or nothing when there are none", () => {
    expect(answerResult({ form: ["Too many"], rows: { 2: ["Taken"] } })).toEqual({
      status: "error",
      error: { "": ["Too many"], "fields[2].name": ["Taken"] },
    });
    expect(answerResult({ form: [], rows: {} })).toBeUndefined();
    // A refused save that names nothing still says so.
    expect(answerResult({ form: [], rows: {} }, "Failed to save custom fields.")).toEqual({
      status: "error",
      error: { "": ["Failed to save custom fields."] },
    });
  });
});
