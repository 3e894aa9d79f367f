// The whole data model, one module per area. Drizzle needs every table in one object.
export * from "./schema/enums";
export * from "./schema/auth";
export * from "./schema/profiles";
export * from "./schema/events";
export * from "./schema/holds";
export * from "./schema/content";
export * from "./schema/marketplace";
export * from "./schema/stays";
export * from "./schema/payments";
export * from "./schema/moderation";
export * from "./schema/advertising";
export * from "./schema/site";
export * from "./schema/tips";
