/**
 * The policy pages (001 static pages): real texts for a Nigerian platform, last updated
 * 2024-12-05. Kept as data so one page component renders them all with the same
 * headings, table of contents and anchors.
 */
import type { StaticPagePath } from "~/lib/page-paths";

export const POLICY_LAST_UPDATED = "2024-12-05";
export const MINIMUM_AGE = 18;

export type PolicySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type Policy = {
  /** The policy's page (app/routes.ts gives each its own route). */
  path: StaticPagePath;
  title: string;
  description: string;
  intro: string;
  sections: PolicySection[];
};

const SUPPORT = "support@naijacreators.ng";
const PRIVACY = "privacy@naijacreators.ng";

export const PRIVACY_POLICY: Policy = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "How Naija Creators collects, uses, shares and protects your personal data under the Nigeria Data Protection Act 2023.",
  intro:
    'Naija Creators ("we", "us") runs a platform where Nigerian creators share content, organisers sell event tickets, vendors sell products and hosts list stays. This policy explains what personal data we process, why, and the rights you have under the Nigeria Data Protection Act 2023 (NDPA) and the regulations of the Nigeria Data Protection Commission (NDPC). We are the data controller for the personal data described here.',
  sections: [
    {
      id: "data-we-collect",
      heading: "1. Personal data we collect",
      paragraphs: ["We collect only what we need to run the platform:"],
      list: [
        "Account data: your name, e-mail address, username, password (stored only as a secure hash), profile photo and the role you choose (creator, vendor, event organiser or host).",
        "Content and listings: videos, audio, images, documents, events, products and properties you publish, with their descriptions, prices and locations.",
        "Transaction data: tickets, orders, bookings, donations and payouts, including amounts in naira and the reference from our payment provider. We never see or store your full card number; Paystack and PayPal process card details.",
        "Communications: messages you send through the contact form, broken-link reports, reports about content, and newsletter preferences.",
        "Technical data: IP address, browser type, pages visited and the time of each request, kept in our server logs for security and troubleshooting.",
      ],
    },
    {
      id: "lawful-basis",
      heading: "2. Why we use your data and our lawful basis",
      paragraphs: ["Under section 25 of the NDPA we process personal data only on a lawful basis:"],
      list: [
        "Contract: to create your account, publish your listings, sell tickets and products, take bookings and pay out earnings.",
        "Legal obligation: to keep transaction records required by Nigerian tax and financial laws and to respond to lawful requests from authorities.",
        "Legitimate interests: to keep the platform safe, prevent fraud and abuse, review reported content and improve our service, always balanced against your rights.",
        "Consent: for the newsletter (confirmed by e-mail before we add you) and for optional cookies. You may withdraw consent at any time without affecting earlier processing.",
      ],
    },
    {
      id: "sharing",
      heading: "3. Who we share data with",
      paragraphs: ["We do not sell personal data. We share it only where needed:"],
      list: [
        "With the other party to a transaction: an organiser sees the name and e-mail of ticket buyers, a vendor sees the delivery details of an order, a host sees the guest's booking details.",
        "With service providers who process data on our instructions under a written agreement: payment processors (Paystack, PayPal), e-mail delivery, hosting and file storage.",
        "With regulators, law enforcement or courts when Nigerian law requires it.",
      ],
    },
    {
      id: "transfers",
      heading: "4. Transfers outside Nigeria",
      paragraphs: [
        "Some providers (for example PayPal or a cloud storage provider) may process data outside Nigeria. We transfer data abroad only as Part VIII of the NDPA allows: to countries with adequate protection, or with appropriate safeguards such as contractual clauses approved by the NDPC.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep data",
      paragraphs: [
        "We keep account data while your account is open. Transaction records are kept for six years to meet tax and accounting laws. Server logs are kept for up to 90 days. Contact messages and reports are kept for two years. When data is no longer needed we delete or anonymise it.",
      ],
    },
    {
      id: "your-rights",
      heading: "6. Your rights",
      paragraphs: ["Under sections 34 to 38 of the NDPA you have the right to:"],
      list: [
        "be informed about how your data is processed and get a copy of it;",
        "have inaccurate data corrected and incomplete data completed;",
        "have your data erased where there is no longer a lawful reason to keep it;",
        "restrict or object to processing, including direct marketing at any time;",
        "receive your data in a portable format;",
        "withdraw consent at any time;",
        "not be subject to a decision based solely on automated processing that significantly affects you;",
        "lodge a complaint with the Nigeria Data Protection Commission.",
      ],
    },
    {
      id: "exercise-rights",
      heading: "7. How to exercise your rights",
      paragraphs: [
        `Write to ${PRIVACY} or use our contact page. We reply within 24 hours to confirm we have your request and complete it within 30 days, as the NDPA requires. We may ask you to prove your identity before sharing or deleting data.`,
      ],
    },
    {
      id: "security",
      heading: "8. Security",
      paragraphs: [
        "We protect data with encrypted connections (HTTPS), hashed passwords, access limited to staff who need it, and regular reviews. If a breach is likely to put your rights at risk we will notify the NDPC within 72 hours and tell you without undue delay, as section 40 of the NDPA requires.",
      ],
    },
    {
      id: "children",
      heading: "9. Age limit",
      paragraphs: [
        `Naija Creators is for people aged ${MINIMUM_AGE} and over. We do not knowingly collect data from anyone under ${MINIMUM_AGE}; if we learn that we have, we delete the account and its data.`,
      ],
    },
    {
      id: "changes",
      heading: "10. Changes and contact",
      paragraphs: [
        `We will post any change on this page with a new "Last updated" date and tell account holders by e-mail about significant changes. Questions: ${PRIVACY}, or Naija Creators, Lagos, Nigeria.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: Policy = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description:
    "The rules for using Naija Creators: accounts, content, ticket, product and stay purchases, fees, payouts and disputes.",
  intro:
    "These terms are an agreement between you and Naija Creators. By creating an account or buying on the platform you accept them. Please read them with our Privacy Policy and Community Guidelines.",
  sections: [
    {
      id: "eligibility",
      heading: "1. Who may use Naija Creators",
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old and able to enter a binding contract under Nigerian law. Visitors may browse and search without an account; publishing, selling, buying and booking need an account.`,
      ],
    },
    {
      id: "accounts",
      heading: "2. Your account",
      paragraphs: [
        "Give accurate details and keep your password secret. You are responsible for what happens under your account. Tell us at once at " +
          SUPPORT +
          " if you think someone else has used it. You may choose your role (creator, event organiser, vendor or host) and change it from your dashboard; admin and moderator roles are given only by our team.",
      ],
    },
    {
      id: "your-content",
      heading: "3. Content you publish",
      paragraphs: [
        "You keep ownership of what you upload. You give Naija Creators a non-exclusive, royalty-free licence to host, show, stream and promote it on the platform for as long as it stays published. You confirm that you own it or have permission to publish it, and that it follows our Community Guidelines.",
        "New events, products and stays are reviewed before they appear publicly. Content appears at once and may be reviewed afterwards. We may remove anything that breaks these terms or Nigerian law.",
      ],
    },
    {
      id: "purchases",
      heading: "4. Tickets, products and stays",
      paragraphs: [
        "Prices are in Nigerian naira (₦) and include the amounts shown at checkout. A purchase is confirmed only when our payment provider confirms the payment. The organiser, vendor or host is the seller and is responsible for delivering the event, product or stay as described.",
      ],
      list: [
        "Events: if an event is cancelled, the organiser must refund ticket buyers in full; we help process refunds through the original payment method.",
        "Products: vendors must ship within the time they state. You may request a refund for items not delivered or not as described within 7 days of delivery.",
        "Stays: a booking request is confirmed only when the host accepts it. Cancellation terms shown on the listing apply.",
      ],
    },
    {
      id: "fees",
      heading: "5. Fees and payouts",
      paragraphs: [
        "We charge sellers a platform fee per sale, shown in the fee calculator before you list (by default 12% for events and stays, 15% for products and 5% for donations, with a minimum fee of ₦50). Payouts go to the bank account you register, after the sale is confirmed and any refund window has passed.",
      ],
    },
    {
      id: "prohibited",
      heading: "6. What you must not do",
      paragraphs: ["You must not:"],
      list: [
        "sell counterfeit, stolen or illegal goods, or list property you have no right to let;",
        "upload content you do not have rights to, or content that breaks our Community Guidelines;",
        "commit fraud, launder money, or take payments outside the platform for listings found here;",
        "interfere with the platform's security, scrape it at scale or create accounts automatically.",
      ],
    },
    {
      id: "reports",
      heading: "7. Reports and enforcement",
      paragraphs: [
        "Anyone can report content, events, products or stays. Our moderators review reports within 24 hours. We may hide listings, suspend payouts or close accounts that break these terms, and we tell you why unless the law prevents us.",
      ],
    },
    {
      id: "liability",
      heading: "8. Liability",
      paragraphs: [
        "We provide the platform as it is and work to keep it available and safe, but we are not the seller in transactions between users. To the extent Nigerian law allows, our liability to you for any claim is limited to the fees we received from you in the 12 months before it. Nothing in these terms limits rights you have under the Federal Competition and Consumer Protection Act 2018.",
      ],
    },
    {
      id: "disputes",
      heading: "9. Disputes and governing law",
      paragraphs: [
        `Contact us first at ${SUPPORT}; we reply within 24 hours and try to resolve disputes between buyers and sellers. These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Lagos State have jurisdiction.`,
      ],
    },
    {
      id: "changes",
      heading: "10. Changes",
      paragraphs: [
        "We may update these terms. We post changes here with a new date and e-mail account holders about significant changes at least 14 days before they take effect.",
      ],
    },
  ],
};

export const COMMUNITY_GUIDELINES: Policy = {
  path: "/community-guidelines",
  title: "Community Guidelines",
  description:
    "What you can share on Naija Creators, what is not allowed, and how reports are handled.",
  intro:
    "Naija Creators is a home for Nigerian creativity, from Lagos to Kano to Port Harcourt. These guidelines keep it a place where people can create freely and stream proudly. They apply to everything you publish: content, comments, events, products, stays and messages.",
  sections: [
    {
      id: "respect",
      heading: "1. Respect everyone",
      paragraphs: [
        "Disagree without insults. No harassment, bullying, threats or doxxing. No hate speech attacking anyone for their ethnicity, religion, gender, disability, sexual orientation or state of origin.",
      ],
    },
    {
      id: "original",
      heading: "2. Share what is yours",
      paragraphs: [
        "Upload only content you made or have permission to share. Credit collaborators. Copyright owners can report infringement and we remove infringing content.",
      ],
    },
    {
      id: "not-allowed",
      heading: "3. Not allowed",
      paragraphs: ["We remove content and listings that:"],
      list: [
        "show sexual content involving anyone under 18, or any non-consensual intimate images;",
        "promote violence, terrorism, self-harm, or illegal drugs and weapons;",
        "are scams: fake events, products that do not exist, stays the host cannot offer, or 'double your money' schemes;",
        "spread false information that could cause real harm, including about health or elections;",
        "are spam, misleading thumbnails or titles, or repeated copies of the same listing.",
      ],
    },
    {
      id: "honest-listings",
      heading: "4. Honest listings",
      paragraphs: [
        "Events, products and stays must match their description, photos and price in naira. Organisers must honour valid tickets; vendors must ship what was ordered; hosts must provide the stay as listed.",
      ],
    },
    {
      id: "age",
      heading: "5. Adults only",
      paragraphs: [
        `Accounts are for people aged ${MINIMUM_AGE} and over. Mark mature themes clearly in your description.`,
      ],
    },
    {
      id: "reporting",
      heading: "6. Reporting",
      paragraphs: [
        "Use the Report button on any item, or our contact page. Our moderators review every report within 24 hours. Reports are confidential: the person reported is not told who reported them.",
      ],
    },
    {
      id: "enforcement",
      heading: "7. What happens when guidelines are broken",
      paragraphs: [
        "Depending on how serious it is, we remove the item, warn you, pause selling, or close the account. Illegal content may be reported to the authorities. If you think we made a mistake, reply to our notice or write to " +
          SUPPORT +
          " and a different moderator will look again.",
      ],
    },
  ],
};

export const COOKIE_POLICY: Policy = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  description: "The few cookies Naija Creators uses, what each is for and how to control them.",
  intro:
    "Cookies are small files a website stores in your browser. We keep them to a minimum: we use no advertising or third-party tracking cookies.",
  sections: [
    {
      id: "essential",
      heading: "1. Essential cookies",
      paragraphs: [
        "These make the site work and are set without consent, as the NDPA allows for strictly necessary processing:",
      ],
      list: [
        "Session cookie (better-auth.session_token): keeps you signed in. It lasts until you sign out, or 30 days after your last visit.",
        "Message cookie (nc_flash): carries a one-time confirmation, such as 'Message sent successfully!', to the next page. It expires after 60 seconds.",
      ],
    },
    {
      id: "analytics",
      heading: "2. Measurement",
      paragraphs: [
        "We count page views, outbound link clicks and advertisement impressions on our own servers, without cookies and without sharing them with advertising networks.",
      ],
    },
    {
      id: "payments",
      heading: "3. Payment pages",
      paragraphs: [
        "When you pay through Paystack or PayPal, their pages may set their own cookies for fraud prevention. Their cookie policies apply there.",
      ],
    },
    {
      id: "control",
      heading: "4. Controlling cookies",
      paragraphs: [
        "You can delete or block cookies in your browser settings. If you block the session cookie you can still browse, but you cannot sign in.",
      ],
    },
    {
      id: "contact",
      heading: "5. Questions",
      paragraphs: [
        `Write to ${PRIVACY}; we reply within 24 hours. See our Privacy Policy for how we handle personal data.`,
      ],
    },
  ],
};

export const POLICIES = [PRIVACY_POLICY, TERMS_OF_SERVICE, COMMUNITY_GUIDELINES, COOKIE_POLICY];

export function policyForPath(pathname: string): Policy | undefined {
  return POLICIES.find((p) => p.path === pathname);
}
