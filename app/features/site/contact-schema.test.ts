import { describe, expect, it } from "vitest";
import { signUpSchema } from "~/features/accounts/auth-schemas";
import { joinWaitlistSchema } from "~/features/events/waitlist-schema";
import { fieldErrors } from "~/lib/form-schemas";
import { contactSchema } from "./contact-schema";

const REQUIRED = "This field na must-fill";

describe("one error per field (issue 30: empty fields showed two)", () => {
  it("an empty contact form: each field says it must be filled, once", () => {
    const result = contactSchema.safeParse({ name: "", email: "", subject: "", message: "   " });
    expect(fieldErrors(result.error!)).toEqual({
      name: [REQUIRED],
      email: [REQUIRED],
      subject: [REQUIRED],
      message: [REQUIRED],
    });
  });

  it("a field too short gets the length message alone", () => {
    const result = contactSchema.safeParse({
      name: "A",
      email: "nope",
      subject: "Hi",
      message: "Short",
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: ["E suppose get at least 2 characters"],
      email: ["Abeg enter correct email address"],
      subject: ["E suppose get at least 3 characters"],
      message: ["E suppose get at least 10 characters"],
    });
  });

  it("the same in the other forms with a minimum length", () => {
    const waitlist = joinWaitlistSchema.safeParse({
      ticketTypeId: "00000000-0000-4000-8000-000000000000",
      name: "",
      email: "ada@example.com",
      quantity: "1",
    });
    expect(fieldErrors(waitlist.error!).name).toEqual([REQUIRED]);
    const signUp = signUpSchema.safeParse({
      fullName: "Ada",
      email: "ada@example.com",
      password: "",
      confirmPassword: "",
    });
    expect(fieldErrors(signUp.error!).password).toEqual([REQUIRED]);
  });
});
