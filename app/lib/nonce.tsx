import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser, where it is not needed. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
