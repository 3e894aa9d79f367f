import type { FormAnswer } from "~/lib/form-action.server";

type Words = {
  guests: string;
  update: string;
  yourDetails: string;
  signInHint: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  note: string;
  submit: string;
};

const input = "w-full rounded-md border border-line bg-surface p-2 text-sm text-ink";
const button =
  "inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-semibold";

function Text({
  name,
  label,
  type = "text",
  autoComplete,
  required,
  answer,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  answer?: FormAnswer;
}) {
  const error = answer?.fieldErrors[name]?.[0];
  return (
    <div className="grid gap-1">
      <label htmlFor={`book-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`book-${name}`}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={answer?.values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `book-${name}-error` : undefined}
        className={input}
      />
      {error ? (
        <p id={`book-${name}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The booking panel's two small forms, in plain elements (the page's JavaScript budget
 * has no room for more): guests (GET, keeping the chosen dates) and, once the dates are
 * priced, Request to book / Book now (POST; the server checks everything again).
 */
export function BookingRequestForm({
  words,
  stay,
  signedIn,
  priced,
  answer,
}: {
  words: Words;
  stay: {
    checkIn: string | null;
    checkOut: string | null;
    guests: number;
    month: string;
    maxGuests: number;
  };
  signedIn: boolean;
  priced: boolean;
  answer?: FormAnswer;
}) {
  return (
    <>
      <form method="get" action="#book" className="flex items-end gap-2">
        {stay.checkIn ? <input type="hidden" name="checkIn" value={stay.checkIn} /> : null}
        {stay.checkOut ? <input type="hidden" name="checkOut" value={stay.checkOut} /> : null}
        <input type="hidden" name="month" value={stay.month.slice(0, 7)} />
        <div className="grid w-24 gap-1">
          <label htmlFor="book-guests" className="text-sm font-medium text-ink">
            {words.guests}
          </label>
          <input
            id="book-guests"
            name="guests"
            type="number"
            min={1}
            max={stay.maxGuests}
            defaultValue={String(stay.guests)}
            className={input}
          />
        </div>
        <button type="submit" className={`${button} border border-line text-ink`}>
          {words.update}
        </button>
      </form>
      {priced ? (
        <form method="post" className="space-y-3" noValidate>
          {answer?.formError ? (
            <div role="alert" className="rounded-md border border-danger p-3 text-danger">
              <p className="font-semibold">{answer.formError.title}</p>
              <p className="text-sm">{answer.formError.message}</p>
            </div>
          ) : null}
          <input type="hidden" name="checkIn" value={stay.checkIn ?? ""} />
          <input type="hidden" name="checkOut" value={stay.checkOut ?? ""} />
          <input type="hidden" name="guests" value={String(stay.guests)} />
          {signedIn ? null : (
            <fieldset className="space-y-3">
              <legend className="font-semibold text-ink">{words.yourDetails}</legend>
              <p className="text-sm text-muted">{words.signInHint}</p>
              <Text name="name" label={words.name} autoComplete="name" required answer={answer} />
              <Text
                name="email"
                label={words.email}
                type="email"
                autoComplete="email"
                required
                answer={answer}
              />
              <Text
                name="phone"
                label={words.phone}
                type="tel"
                autoComplete="tel"
                answer={answer}
              />
            </fieldset>
          )}
          <div className="grid gap-1">
            <label htmlFor="book-message" className="text-sm font-medium text-ink">
              {words.message}
            </label>
            <textarea
              id="book-message"
              name="message"
              rows={3}
              defaultValue={answer?.values.message ?? ""}
              className={input}
            />
          </div>
          <p className="text-sm text-muted">{words.note}</p>
          <button type="submit" className={`${button} w-full bg-brand-700 text-white`}>
            {words.submit}
          </button>
        </form>
      ) : null}
    </>
  );
}
