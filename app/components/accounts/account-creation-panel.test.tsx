// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AccountCreationDialog } from "./account-creation-panel";
import type { AccountOption, DialogAnswer } from "./account-form-data";

// The Account Creation dialog keeps its values in conform: a save the server refuses leaves every
// field as typed (the message under its field), and a change of type drops a parent of the old type.

const NUMBER_TAKEN = "Account Number already exists. Please choose a different number.";
const accounts: AccountOption[] = [{ id: 3, accountNumber: "5000", accountName: "Rent", accountType: "Expense", active: true }];

function show() {
  const posted: FormData[] = [];
  const created: AccountOption[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/company/7/dashboard/new-account",
        action: async ({ request }) => {
          posted.push(await request.formData());
          const refusal: DialogAnswer = { errors: [NUMBER_TAKEN], fieldErrors: { accountNumber: [NUMBER_TAKEN] } };
          return new Response(JSON.stringify(refusal), { status: 400, headers: { "Content-Type": "application/json" } });
        },
        element: (
          <AccountCreationDialog
            open
            onOpenChange={() => undefined}
            companyId={7}
            accounts={accounts}
            defaultType="Expense"
            onCreated={(account) => created.push(account)}
          />
        ),
      },
    ],
    { initialEntries: ["/company/7/dashboard/new-account"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { posted, created, dialog: screen.getByRole("dialog", { name: "Add New Account" }) };
}

describe("the Account Creation dialog", () => {
  it("keeps every value as typed when the server refuses the save, the message under its field", async () => {
    const { posted, created, dialog } = show();
    await userEvent.type(within(dialog).getByLabelText(/^Account Number/), "5000");
    await userEvent.type(within(dialog).getByLabelText(/^Account Name/), "Travel");
    await userEvent.type(within(dialog).getByLabelText(/^Description/), "Trips and fares");
    await userEvent.click(within(dialog).getByLabelText("Active"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ accountType: "Expense", accountNumber: "5000", accountName: "Travel" });
    await within(dialog).findByText(NUMBER_TAKEN, {}, { timeout: 10_000 });
    expect(created).toEqual([]);
    expect((within(dialog).getByLabelText(/^Account Number/) as HTMLInputElement).value).toBe("5000");
    expect((within(dialog).getByLabelText(/^Account Name/) as HTMLInputElement).value).toBe("Travel");
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe("Trips and fares");
    expect((within(dialog).getByLabelText("Active") as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByLabelText(/^Account Type/) as HTMLSelectElement).value).toBe("Expense");
  });

  it("offers the parents of the chosen type, and drops the parent when the type changes", async () => {
    const { dialog } = show();
    await userEvent.click(within(dialog).getByLabelText("Sub-account"));
    const parent = within(dialog).getByLabelText(/^Parent Account/) as HTMLSelectElement;
    await userEvent.selectOptions(parent, "3");
    expect(parent.value).toBe("3");
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Account Type/), "Income");
    const again = within(dialog).getByLabelText(/^Parent Account/) as HTMLSelectElement;
    expect(again.value).toBe("");
    expect(
      within(again)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["No accounts of this type yet"]);
  });
});
