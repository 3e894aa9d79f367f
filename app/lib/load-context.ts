/** What the server hands every loader and action, besides the request. */
export interface RequestContext {
  requestId: string;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  /** The real client address: socket address, or the configured proxy header. */
  clientIp: string | null;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
