import { describe, expect, it } from "vitest";
import { staffMenuOf } from "@/lib/shell-routes";
import { STAFF_MENUS } from "@/app/staff-menus";
import { emailParts } from "./email-text";
import { currentOf } from "./staff-shell";

describe("staff shell", () => {
  it("tells staff pages from who may open them", () => {
    expect(staffMenuOf(["admin"])).toBe("admin");
    expect(staffMenuOf(["admin", "sales"])).toBe("admin");
    expect(staffMenuOf(["affiliate"])).toBe("partner");
    expect(staffMenuOf(["contractor"])).toBe("contractor");
    expect(staffMenuOf("signed-in")).toBeUndefined();
    expect(staffMenuOf(undefined)).toBeUndefined();
  });

  it("marks the open page, a record under it, and a dashboard section", () => {
    const leads = STAFF_MENUS.admin.items.find((item) => item.label === "Leads")!;
    expect(currentOf(leads, "/admin/leads", "")).toBe("page");
    expect(currentOf(leads, "/admin/leads/12", "")).toBe("page");
    expect(currentOf(leads, "/admin/deposits", "")).toBeUndefined();
    const payments = STAFF_MENUS.partner.items.find((item) => item.label === "Payments")!;
    expect(currentOf(payments, "/affiliate-dashboard", "#payments")).toBe("location");
    expect(currentOf(payments, "/affiliate-dashboard", "")).toBeUndefined();
    expect(STAFF_MENUS.contractor.items[0].to).toBe("/contractors/dashboard");
  });

  it("splits an address before '@' and each dot, keeping every character", () => {
    expect(emailParts("jane.doe@mail.example.com")).toEqual(["jane", ".doe", "@mail", ".example", ".com"]);
    expect(emailParts("a@b").join("")).toBe("a@b");
  });
});
