/** Questions answered on the contact page, so people find quick answers before writing. */
export const CONTACT_FAQ = [
  {
    q: "How quickly will you reply?",
    a: "We answer every message within 24 hours, including weekends. Reports about content, events, products or stays are reviewed by a moderator within 24 hours too.",
  },
  {
    q: "How do I start selling or listing on Naija Creators?",
    a: "Create a free account, then choose what you mainly do (create content, organise events, sell products or list stays) from your dashboard. New events, products and stays are reviewed before they go live.",
  },
  {
    q: "What fees do you charge?",
    a: "Browsing and buying are free. Sellers pay a platform fee per sale: 12% for events and stays, 15% for products and 5% for donations, with a minimum of ₦50. The fee calculator shows exactly what you receive.",
  },
  {
    q: "How do payments and payouts work?",
    a: "Buyers pay in naira by card, bank transfer or USSD through Paystack, or with PayPal. Sellers are paid out to their Nigerian bank account after the sale is confirmed.",
  },
  {
    q: "I bought a ticket but did not get it. What should I do?",
    a: "Tickets are e-mailed as soon as the payment is confirmed and also appear in your dashboard. If you were debited and see no ticket after an hour, send us the payment reference here and do not pay again.",
  },
  {
    q: "How do I report something that breaks the rules?",
    a: "Use the Report button on the item, or write to us here with the link. Reports are confidential.",
  },
  {
    q: "How do I delete my account or get a copy of my data?",
    a: "Send us a message from the e-mail address on your account. Under the Nigeria Data Protection Act 2023 we complete the request within 30 days.",
  },
] as const;
