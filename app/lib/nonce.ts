import { createContext, useContext } from "react";

// The per-request CSP nonce, given by entry.server to the scripts Remix writes
// inline. In the browser it is empty (the scripts are already trusted).
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
