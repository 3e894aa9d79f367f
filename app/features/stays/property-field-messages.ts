// The property form's field errors (the schema's words; the server sends them with a
// refused post). Apart from property-form-messages.ts so the form's page does not ship
// them (first-load JS budget). Client-safe: strings and string templates only.

export const propertyFieldMessages = {
  propertyType: "Choose apartment, hotel, room or studio",
  price: "Enter a nightly price from ₦1 to ₦10,000,000, in whole naira",
  cleaningFee: "Enter a cleaning fee of ₦0 or more, in whole naira",
  maxGuests: "Enter from 1 to 50 guests",
  rooms: "Enter a number from 0 to 50",
  minNights: (maxNights: number) => `Enter from 1 to ${maxNights} nights`,
  state: "Choose one of Nigeria's 36 states or the FCT",
  amenity: "Choose amenities from the list",
  cancellationPolicy: "Choose a cancellation policy",
  checkInTime: "Enter a check-in time as HH:MM, e.g. 14:00",
  checkOutTime: "Enter a check-out time as HH:MM, e.g. 11:00",
};
