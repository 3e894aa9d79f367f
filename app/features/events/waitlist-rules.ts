// Client-safe: the waitlist's numbers, shown in copy and used by the offers.

/**
 * How long a waitlist offer holds its seats. An hour lets someone who sees the e-mail
 * at work or on a bus still pay, while a seat nobody claims returns to the next person
 * (and at last to everyone) the same hour. The sweep runs every minute, so an offer
 * lapses at most a minute late; its seats stop being held at the exact time anyway
 * (availability counts only unexpired offers).
 */
export const WAITLIST_OFFER_MINUTES = 60;
