/** The icon sprite's content-hashed URL (scripts/icon-sprite.ts, ADR 047). */
declare module "virtual:icon-sprite" {
  export const SPRITE_URL: string;
}
