import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { LeadPartnerCodeForm } from "./lead-partner-code";

const ROUTE = "POST /api/admin/leads/7/referral-code";

function open(answer: FakeHandler) {
  const { api } = renderWithQueryClient(<LeadPartnerCodeForm leadId={7} />, { api: { [ROUTE]: answer } });
  return api!;
}

const field = () => screen.getByLabelText("Partner code the customer mentioned") as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add partner code" }));

describe("Partner code the customer mentioned", () => {
  it("sends the code in capitals and shows the server's sentence when the lead becomes the partner's referral", async () => {
    const api = open(() => ({
      status: 201,
      data: {
        affiliateId: 4,
        affiliateCode: "RIVER123",
        partnerName: "River Realty",
        affiliateLeadId: 9,
        message: "This lead is now a referral of River Realty (code RIVER123).",
      },
    }));
    fireEvent.change(field(), { target: { value: "river123 " } });
    expect(field().value).toBe("RIVER123 ");
    submit();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("This lead is now a referral of River Realty (code RIVER123)."));
    expect(api.calls.map((call) => call.body)).toEqual([{ code: "RIVER123" }]);
    expect(field().value).toBe("");
  });

  it("shows an unknown or inactive code's 422 and a partner's customer's 409 on the field", async () => {
    const answers = [
      {
        status: 422,
        data: {
          statusCode: 422,
          message:
            "No active referral partner has the code NOSUCH99. Check the spelling with the customer; a suspended or rejected partner's code does not count.",
        },
      },
      {
        status: 409,
        data: {
          statusCode: 409,
          message:
            "This customer is already a referral of Northland Realty (code K7MPQ4RT); first touch wins, so a code mentioned later does not change the partner.",
        },
      },
    ];
    open(() => answers.shift()!);
    fireEvent.change(field(), { target: { value: "NOSUCH99" } });
    submit();
    expect(await screen.findByText(/No active referral partner has the code NOSUCH99/)).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());
    submit();
    expect(await screen.findByText(/already a referral of Northland Realty/)).toBeTruthy();
  });

  it("asks for a code before sending an empty one", () => {
    const api = open(() => ({ status: 500 }));
    submit();
    expect(screen.getByText("Type the partner code the customer mentioned.")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
